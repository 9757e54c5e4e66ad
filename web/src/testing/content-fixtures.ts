import type {
  BlockFieldsFragment,
  GetClubQuery,
  GetSalesEventBySlugQuery,
  GetSiteQuery,
  MediaFieldsFragment,
  PageFieldsFragment,
} from '@/gql-content/graphql'
import { locales, type Locale } from '@/lib/locale'
import { pathFor } from '@/lib/routes'
import {
  attributesMetadata,
  categoryByUid,
  categoryChildren,
  categoryTree,
  productCard,
  products,
  queryProducts,
  rootUid,
} from './catalog-fixtures'
import type { CommerceResolvers } from './commerce-api'
import type { ContentResolvers } from './content-api'

/**
 * A small content system in the content API's shapes, in three languages,
 * over the catalogue fixture: the shop's site with announcement, navigation
 * and footer, a home page of blocks, service and club pages, clubs (public,
 * private, disabled) and sales events (running, upcoming, private). Test
 * data only.
 */

type Texts = Record<Locale, string>
type Site = NonNullable<GetSiteQuery['Sites']>['docs'][number]
type Club = NonNullable<GetClubQuery['Clubs']>['docs'][number]
type SalesEvent = NonNullable<GetSalesEventBySlugQuery['SalesEvents']>['docs'][number]

export function media(name: string, alt: string | null = null): MediaFieldsFragment {
  return {
    url: `/media/medium/${name}`,
    alt,
    width: 1600,
    height: 900,
    sizes: {
      small: { url: `/media/small/${name}` },
      large: { url: `/media/large/${name}` },
      xlarge: { url: `/media/xlarge/${name}` },
    },
  }
}

const link = (url: string, label: string | null = null, newTab = false) => ({ label, url, newTab })

// The site ----------------------------------------------------------------

/** What the announcement says after the visitor's shipping promise (shippingPromise). */
export const announcementTexts: Texts = {
  de: '30 Tage Rückgaberecht',
  en: '30-day returns',
  fr: '30 jours pour retourner',
}

/** The main navigation the editors keep: the category tree, as the demo site mirrors it. */
function navigation(locale: Locale) {
  type Node = (typeof categoryTree)[number]
  const path = (trail: readonly Node[]) => trail.map((node) => node.key[locale]).join('/')
  const item = (node: Node, above: readonly Node[]) => ({
    id: `nav-${node.uid}`,
    label: node.name[locale],
    url: `/${locale}/${path([...above, node])}`,
  })
  return categoryTree.map((top) => ({
    ...item(top, []),
    children: top.children.map((second) => ({
      ...item(second, [top]),
      children: second.children.map((third) => ({
        ...item(third, [top, second]),
        children: third.children.map((fourth) => item(fourth, [top, second, third])),
      })),
    })),
  }))
}

const footerTexts = {
  service: { de: 'Service', en: 'Service', fr: 'Service' },
  shipping: { de: 'Versand und Zahlung', en: 'Shipping and payment', fr: 'Livraison et paiement' },
  privacy: { de: 'Datenschutz', en: 'Privacy', fr: 'Confidentialité' },
  legal: { de: 'Rechtliches', en: 'Legal', fr: 'Mentions légales' },
  imprint: { de: 'Impressum', en: 'Legal notice', fr: 'Mentions légales' },
  terms: { de: 'AGB', en: 'Terms and conditions', fr: 'CGV' },
  payment: { de: 'Bezahlen und versenden', en: 'Pay and ship', fr: 'Payer et expédier' },
} satisfies Record<string, Texts>

export function site(locale: Locale, overrides: Partial<Site> = {}): Site {
  return {
    id: 1,
    code: 'shop',
    baseUrl: window.location.origin,
    name: null,
    defaultLocale: 'de',
    logo: null,
    navigationGroup: { position: 'left', headerPosition: 'inline' },
    headerGroup: {
      entries: [
        {
          __typename: 'Announcement',
          id: 'announcement',
          background: '#c9a45c',
          shippingPromise: true,
          copy: announcementTexts[locale],
          link: link(pathFor('shipping', locale), footerTexts.shipping[locale]),
        },
        { __typename: 'MainNavigation', id: 'main', mainNavigationItems: navigation(locale) },
        {
          __typename: 'ActionNavigation',
          id: 'actions',
          actionNavigationItems: [
            {
              id: 'account',
              label: { de: 'Mein Konto', en: 'My account', fr: 'Mon compte' }[locale],
              url: `/${locale}/customer`,
              icon: 'account',
            },
            {
              id: 'wishlist',
              label: { de: 'Merkzettel', en: 'Wish list', fr: 'Liste d’envies' }[locale],
              url: `/${locale}/customer/wishlist`,
              icon: 'wishlist',
            },
            {
              id: 'cart',
              label: { de: 'Warenkorb', en: 'Cart', fr: 'Panier' }[locale],
              url: `/${locale}/checkout/cart`,
              icon: 'cart',
            },
          ],
        },
      ],
    },
    footerGroup: {
      blocks: [
        {
          __typename: 'FooterMultiColumns',
          id: 'columns',
          columns: [
            {
              title: footerTexts.service[locale],
              links: [
                link(pathFor('shipping', locale), footerTexts.shipping[locale]),
                link(pathFor('privacy', locale), footerTexts.privacy[locale]),
              ],
            },
            {
              title: footerTexts.legal[locale],
              links: [
                link(`/${locale}/impressum`, footerTexts.imprint[locale]),
                link(`/${locale}/agb`, footerTexts.terms[locale]),
              ],
            },
          ],
        },
        {
          __typename: 'FooterIcons',
          id: 'icons',
          title: footerTexts.payment[locale],
          items: [
            { icon: 'visa', label: 'Visa', url: null },
            { icon: 'paypal', label: 'PayPal', url: null },
            { icon: 'dhl', label: 'DHL', url: null },
            { icon: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/paddock' },
          ],
        },
        {
          __typename: 'FooterLinkList',
          id: 'legal',
          links: [
            link(`/${locale}/impressum`, footerTexts.imprint[locale]),
            link(`/${locale}/agb`, footerTexts.terms[locale]),
          ],
        },
      ],
    },
    tracking: { googleAnalyticsId: null, clarityId: null },
    maintenanceNotice: null,
    ...overrides,
  }
}

export function sites(locale: Locale, overrides: Partial<Site> = {}): GetSiteQuery {
  return { Sites: { totalDocs: 1, docs: [site(locale, overrides)] } }
}

// Pages -------------------------------------------------------------------

const t3 = (de: string, en: string, fr: string): Texts => ({ de, en, fr })

/** One block of every type, as the renderer and the home page show them. */
export function everyBlock(locale: Locale): BlockFieldsFragment[] {
  const text = (texts: Texts) => texts[locale]
  return [
    {
      __typename: 'TeaserBlock',
      id: 'hero',
      teaserLayout: 'hero',
      items: [
        {
          headline: text(
            t3('Bereit für die Saison', 'Ready for the season', 'Prêt pour la saison'),
          ),
          subline: text(t3('Neu eingetroffen', 'Just in', 'Nouveautés')),
          text: text(
            t3(
              'Reithosen, Helme und Pflege für Pferd und Reiter.',
              'Breeches, helmets and care for horse and rider.',
              'Pantalons, casques et soins pour le cheval et le cavalier.',
            ),
          ),
          theme: 'light',
          image: media(
            'hero',
            text(
              t3(
                'Reiterin im Abendlicht',
                'Rider in the evening light',
                'Cavalière au soleil couchant',
              ),
            ),
          ),
          mobileImage: media('hero-phone'),
          link: link(
            `/${locale}/${categoryTree[0]?.key[locale] ?? ''}`,
            text(t3('Jetzt entdecken', 'Discover now', 'Découvrir')),
          ),
        },
      ],
    },
    {
      __typename: 'IntroBlock',
      id: 'intro',
      eyebrow: text(t3('Willkommen', 'Welcome', 'Bienvenue')),
      introHeadline: text(
        t3('Alles für den Stall', 'Everything for the stable', 'Tout pour l’écurie'),
      ),
      html: `<p>${text(t3('Seit 1998 im Sattel.', 'In the saddle since 1998.', 'En selle depuis 1998.'))}</p>`,
      alignment: 'center',
    },
    {
      __typename: 'CatalogBlock',
      id: 'catalog',
      headline: text(t3('Unsere Lieblinge', 'Our favourites', 'Nos favoris')),
      type: 'products',
      layout: 'slider',
      categoryIds: [],
      productSkus: [products.wilma.sku, products.ella.sku, 'GIBT-ES-NICHT'],
      limit: 8,
      link: null,
    },
    {
      __typename: 'DirectLinksBlock',
      id: 'direct',
      headline: text(t3('Direkt zu', 'Straight to', 'Accès direct')),
      links: [
        {
          label: text(t3('Reithosen', 'Breeches', 'Pantalons')),
          url: `/${locale}/reiter/reitbekleidung/reithosen`,
          description: null,
          image: media('breeches'),
        },
        {
          label: text(t3('Vereine', 'Clubs', 'Clubs')),
          url: `/${locale}/verein/banner`,
          description: text(
            t3('Merchandise mit Logo', 'Merchandise with your logo', 'Articles à votre logo'),
          ),
          image: null,
        },
      ],
    },
    {
      __typename: 'TextImageBlock',
      id: 'text-image',
      headline: text(t3('Aus der Sattelkammer', 'From the tack room', 'De la sellerie')),
      html: `<p>${text(t3('Gepflegtes Leder hält länger.', 'Leather that is cared for lasts longer.', 'Un cuir entretenu dure plus longtemps.'))}</p>`,
      imagePosition: 'right',
      image: media(
        'tack',
        text(t3('Sattel auf dem Bock', 'Saddle on its rack', 'Selle sur son support')),
      ),
      link: link(`/${locale}/stall`, text(t3('Zur Pflege', 'To care products', 'Vers les soins'))),
    },
    {
      __typename: 'ColumnsBlock',
      id: 'columns',
      headline: text(t3('Warum Paddock', 'Why Paddock', 'Pourquoi Paddock')),
      columns: [
        {
          width: 'oneThird',
          html: `<p>${text(t3('Versand in 1–3 Tagen', 'Delivery in 1–3 days', 'Livraison en 1 à 3 jours'))}</p>`,
          image: null,
          link: null,
        },
        {
          width: 'twoThirds',
          html: `<p>${text(t3('30 Tage Rückgaberecht', '30-day returns', 'Retour sous 30 jours'))}</p>`,
          image: null,
          link: link(pathFor('shipping', locale)),
        },
      ],
    },
    {
      __typename: 'AccordeonBlock',
      id: 'faq',
      headline: text(t3('Häufige Fragen', 'Frequently asked questions', 'Questions fréquentes')),
      items: [
        {
          id: 'q1',
          title: text(
            t3(
              'Wie lange dauert der Versand?',
              'How long does delivery take?',
              'Quel est le délai de livraison ?',
            ),
          ),
          html: `<p>${text(t3('Ein bis drei Werktage.', 'One to three working days.', 'Un à trois jours ouvrés.'))}</p>`,
        },
        {
          id: 'q2',
          title: text(
            t3('Kann ich zurückgeben?', 'Can I return items?', 'Puis-je retourner un article ?'),
          ),
          html: `<p>${text(t3('Ja, 30 Tage lang.', 'Yes, for 30 days.', 'Oui, pendant 30 jours.'))}</p>`,
        },
      ],
    },
    {
      __typename: 'ContentStepperBlock',
      id: 'steps',
      headline: text(
        t3(
          'So kommt Ihr Logo aufs Pad',
          'How your logo gets onto the pad',
          'Votre logo sur le tapis',
        ),
      ),
      steps: [
        {
          title: text(t3('Logo hochladen', 'Upload your logo', 'Envoyer le logo')),
          html: null,
          image: null,
        },
        {
          title: text(t3('Entwurf freigeben', 'Approve the draft', 'Valider le projet')),
          html: null,
          image: null,
        },
        {
          title: text(t3('Ware erhalten', 'Receive the goods', 'Recevoir la commande')),
          html: null,
          image: null,
        },
      ],
    },
    {
      __typename: 'ClubsBlock',
      id: 'clubs',
      headline: text(t3('Vereinsshops', 'Club shops', 'Boutiques de clubs')),
      html: null,
      limit: 0,
    },
    {
      __typename: 'SpacerBlock',
      id: 'spacer',
      backgroundColor: '#efe6d3',
      darkMode: false,
      padding: { mobile: 's', tablet: 'm', desktop: 'l' },
    },
    { __typename: 'AnchorBlock', id: 'anchor', anchorId: 'newsletter' },
    {
      __typename: 'LegalNoticeBlock',
      id: 'legal-notice',
      headline: null,
      seller: {
        company: 'Paddock Reitsport GmbH',
        street: 'Hufschlag 12',
        postcode: '48165',
        city: 'Münster',
        countryCode: 'DE',
        email: 'service@paddock-reitsport.example',
        phone: '+49 251 987654-0',
        vatId: 'DE318457922',
        taxNumber: null,
        registerCourt: 'Amtsgericht Münster',
        registerNumber: 'HRB 21873',
        managingDirectors: ['Anna Brinkmann'],
      },
    },
    {
      __typename: 'StaticFormBlock',
      id: 'newsletter',
      formType: 'newsletter',
      mailingList: 'shop',
      headline: text(t3('Newsletter', 'Newsletter', 'Newsletter')),
      html: null,
      legalBlock: null,
      successMessage: null,
    },
    {
      __typename: 'RichtextBlock',
      id: 'richtext',
      richtextHtml: `<p>${text(t3('Alle Preise inkl. MwSt.', 'All prices include VAT.', 'Tous les prix TTC.'))}</p>`,
    },
  ]
}

interface FixturePage {
  id: number
  url: Texts
  title: Texts
  blocks: (locale: Locale) => BlockFieldsFragment[]
  headerStyle?: PageFieldsFragment['headerStyle']
  layout?: PageFieldsFragment['layout']
  breadcrumbs?: (locale: Locale) => PageFieldsFragment['breadcrumbs']
  meta?: Partial<PageFieldsFragment['meta']>
}

const richtext = (html: string): BlockFieldsFragment => ({
  __typename: 'RichtextBlock',
  id: 'text',
  richtextHtml: html,
})

const same = (url: string): Texts => ({ de: url, en: url, fr: url })

/** Titles that match the routes' own where a route shows the page (privacy, shipping, banner). */
export const pages = {
  home: {
    id: 1,
    url: same(''),
    title: t3(
      'Reitsport-Shop für Pferd und Reiter',
      'Equestrian shop for horse and rider',
      'Boutique d’équitation pour le cheval et le cavalier',
    ),
    blocks: (locale) =>
      everyBlock(locale).filter((block) =>
        ['TeaserBlock', 'IntroBlock', 'RichtextBlock'].includes(block.__typename),
      ),
    headerStyle: 'transparent',
    layout: 'wide',
  },
  privacy: {
    id: 2,
    url: t3('service/datenschutz', 'service/privacy', 'service/confidentialite'),
    title: t3('Datenschutzerklärung', 'Privacy policy', 'Politique de confidentialité'),
    blocks: (locale) => [
      richtext(
        `<h2>${t3('Verantwortlicher', 'Controller', 'Responsable')[locale]}</h2><p>Paddock GmbH</p>`,
      ),
    ],
  },
  shipping: {
    id: 3,
    url: t3('service/versand', 'service/shipping', 'service/livraison'),
    title: t3('Versand & Lieferung', 'Shipping & delivery', 'Livraison et frais de port'),
    blocks: (locale) => [
      richtext(
        `<p>${t3('Standardversand 4,95 €', 'Standard delivery €4.95', 'Livraison standard 4,95 €')[locale]}</p>`,
      ),
    ],
  },
  about: {
    id: 4,
    url: t3('service/ueber-uns', 'service/about-us', 'service/a-propos'),
    title: t3('Über uns', 'About us', 'À propos'),
    blocks: (locale) => [
      {
        __typename: 'IntroBlock',
        id: 'intro',
        eyebrow: null,
        introHeadline: t3('Wir sind Paddock', 'We are Paddock', 'Nous sommes Paddock')[locale],
        html: null,
        alignment: 'left',
      },
      richtext(
        `<p>${t3('Ein Familienbetrieb aus dem Münsterland.', 'A family business from Münsterland.', 'Une entreprise familiale du Münsterland.')[locale]}</p>`,
      ),
    ],
    layout: 'default',
    breadcrumbs: (locale) => [
      {
        id: 'service',
        label: t3('Service', 'Service', 'Service')[locale],
        url: `/${locale}/service`,
      },
      {
        id: 'about',
        label: t3('Über uns', 'About us', 'À propos')[locale],
        url: `/${locale}/${t3('service/ueber-uns', 'service/about-us', 'service/a-propos')[locale]}`,
      },
    ],
    meta: {
      title: null,
      description: t3(
        'Wer hinter Paddock steht.',
        'Who is behind Paddock.',
        'Qui se cache derrière Paddock.',
      ).de,
    },
  },
  banner: {
    id: 5,
    url: same('verein/banner'),
    title: t3('Vereinsbanner', 'Club banners', 'Bannières de club'),
    blocks: (locale) => [
      { __typename: 'ClubsBlock', id: 'clubs', headline: null, html: null, limit: 1 },
      richtext(
        `<p>${t3('Banner mit Ihrem Vereinslogo.', 'Banners with your club logo.', 'Bannières avec le logo de votre club.')[locale]}</p>`,
      ),
    ],
  },
  bannerDetail: {
    id: 6,
    url: same('verein/banner/satteldecken/dressur'),
    title: t3('Dressur-Satteldecken', 'Dressage saddle pads', 'Tapis de dressage'),
    blocks: (locale) => [
      richtext(
        `<p>${t3('Im Vereinsdesign.', 'In your club’s design.', 'Aux couleurs du club.')[locale]}</p>`,
      ),
    ],
  },
  clubPage: {
    id: 7,
    url: same('verein/rv-musterstadt/satteldecken/dressur'),
    title: t3('Unsere Schabracken', 'Our saddle pads', 'Nos tapis'),
    blocks: (locale) => [
      {
        __typename: 'ClubHeroBlock',
        id: 'hero',
        headline: null,
        html: null,
        image: null,
        link: null,
      },
      richtext(`<p>${t3('In Vereinsblau.', 'In club blue.', 'En bleu du club.')[locale]}</p>`),
    ],
  },
} satisfies Record<string, FixturePage>

export function pageDoc(page: FixturePage, locale: Locale): PageFieldsFragment {
  return {
    id: page.id,
    title: page.title[locale],
    url: page.url[locale],
    alternates: locales.map((lang) => ({ locale: lang, url: page.url[lang] })),
    headerStyle: page.headerStyle ?? 'default',
    layout: page.layout ?? 'default',
    breadcrumbs: page.breadcrumbs?.(locale) ?? [],
    meta: { title: null, description: null, robots: null, ...page.meta },
    blocks: page.blocks(locale),
  }
}

export function findPage(locale: Locale, url: string): PageFieldsFragment | null {
  const page = Object.values(pages).find((candidate: FixturePage) => candidate.url[locale] === url)
  return page ? pageDoc(page, locale) : null
}

// Clubs -------------------------------------------------------------------

function club(id: number, slug: string, name: string, overrides: Partial<Club> = {}): Club {
  return {
    id,
    name,
    listName: name.replace(/^(Reitverein|Reitclub) /, ''),
    slug,
    skuPrefix: slug.slice(0, 3).toUpperCase(),
    bannerColor: '#1f4e8c',
    bannerLayout: 'band',
    shopRootCategoryId: '30',
    logo: { url: `/media/medium/logo-${slug}`, alt: `Logo ${name}`, width: 400, height: 400 },
    status: 'enabled',
    visibility: 'public',
    contact: { name: null, email: null, phone: null, address: null },
    meta: { title: null, description: null, robots: null },
    blocks: [],
    ...overrides,
  }
}

export const clubs = {
  musterstadt: club(1, 'rv-musterstadt', 'Reitverein Musterstadt', {
    skuPrefix: 'RVM',
    blocks: [
      {
        __typename: 'ClubHeroBlock',
        id: 'hero',
        headline: 'Seit 1921 im Sattel',
        html: null,
        image: null,
        link: null,
      },
      {
        __typename: 'RichtextBlock',
        id: 'text',
        richtextHtml: '<p>Willkommen im Vereinsshop.</p>',
      },
    ],
  }),
  amSee: club(2, 'reitclub-am-see', 'Reitclub am See', { bannerColor: '#f5d76e', logo: null }),
  privat: club(3, 'pferdefreunde-privat', 'Pferdefreunde Privat', { visibility: 'private' }),
  disabled: club(4, 'ehemaliger-verein', 'Ehemaliger Verein', { status: 'disabled' }),
}

/** As the server answers: a club by its slug whatever its visibility; a disabled one too (the storefront checks). */
export function clubBySlug(slug: string): GetClubQuery {
  const found = Object.values(clubs).find((candidate) => candidate.slug === slug)
  return { Clubs: { docs: found ? [found] : [] } }
}

export function visibleClubs(limit: number) {
  const visible = Object.values(clubs).filter(
    (candidate) => candidate.status === 'enabled' && candidate.visibility !== 'private',
  )
  const docs = (limit > 0 ? visible.slice(0, limit) : visible).map((found) => ({
    id: found.id,
    name: found.name,
    listName: found.listName,
    slug: found.slug,
    skuPrefix: found.skuPrefix,
    bannerColor: found.bannerColor,
    shopRootCategoryId: found.shopRootCategoryId,
    logo: found.logo,
  }))
  return { Clubs: { totalDocs: visible.length, docs } }
}

// Sales events ------------------------------------------------------------

const hour = 3_600_000

export function salesEvent(
  slug: string,
  state: 'upcoming' | 'running' | 'ended',
  overrides: Partial<SalesEvent> = {},
  now = Date.now(),
): SalesEvent {
  const startsAt = state === 'upcoming' ? new Date(now + 50 * hour).toISOString() : null
  const endsAt = state === 'running' ? new Date(now + 27 * hour).toISOString() : null
  return {
    id: slug.length,
    title: 'Sommer-Sale',
    slug,
    from: new Date(now - 24 * hour).toISOString(),
    to: new Date(now + 27 * hour).toISOString(),
    repeat: 'none',
    settings: {
      isPrivateSale: false,
      salesType: 'category',
      categoryId: '4',
      singleProductSku: null,
    },
    countdown: { state, startsAt, endsAt, serverTime: new Date(now).toISOString() },
    meta: { title: null, description: null, robots: null },
    blocks: [
      {
        __typename: 'RichtextBlock',
        id: 'text',
        richtextHtml: '<p>Nur solange der Vorrat reicht.</p>',
      },
    ],
    ...overrides,
  }
}

export const saleSlugs = { running: 'sommer-sale', upcoming: 'herbst-sale', private: 'vip-sale' }
export const privateSaleKey = 'geheim-123'

/** The sales event a where filter pins, as the server decides: a private one only with its key. */
export function salesEventFor(where: unknown): SalesEvent | null {
  const filter = where as { slug?: { equals?: string }; accessKey?: { equals?: string } }
  const slug = filter.slug?.equals
  const key = filter.accessKey?.equals
  if (slug === saleSlugs.running && !key) return salesEvent(slug, 'running')
  if (slug === saleSlugs.upcoming && !key) {
    return salesEvent(slug, 'upcoming', {
      title: 'Herbst-Sale',
      settings: {
        isPrivateSale: false,
        salesType: 'singleProduct',
        categoryId: null,
        singleProductSku: products.ella.sku,
      },
    })
  }
  if (slug === saleSlugs.private && key === privateSaleKey) {
    return salesEvent(slug, 'running', {
      title: 'VIP-Sale',
      settings: {
        isPrivateSale: true,
        salesType: 'category',
        categoryId: '4',
        singleProductSku: null,
      },
    })
  }
  return null
}

/** Former urls of pages (their slug changed), per language: where they lead now. */
export const pageRedirects: Record<Locale, Record<string, string>> = {
  de: {
    'service/wir': 'service/ueber-uns',
    'verein/rv-musterstadt/schabracken': 'verein/rv-musterstadt/satteldecken/dressur',
  },
  en: { 'service/us': 'service/about-us' },
  fr: {},
}

function pageRedirect(locale: Locale, url: string) {
  const to = pageRedirects[locale][url]
  return to === undefined ? null : { url: to }
}

// The APIs ----------------------------------------------------------------

/** The content API over the fixture: what every test that renders the app talks to. */
export const fixtureContent: ContentResolvers = {
  GetSite: (_variables, { locale }) => sites(locale),
  GetPage: ({ url }, { locale }) => {
    const page = findPage(locale, String(url))
    return { Pages: { docs: page ? [page] : [] } }
  },
  GetContentBySlugOrUrl: ({ url, salesEventWhere }, { locale }) => {
    const page = findPage(locale, String(url))
    const event = salesEventFor(salesEventWhere)
    return {
      Pages: { docs: page ? [page] : [] },
      SalesEvents: { docs: event ? [{ id: event.id, slug: event.slug }] : [] },
      PageRedirect: pageRedirect(locale, String(url)),
    }
  },
  GetPageRedirect: ({ url }, { locale }) => ({ PageRedirect: pageRedirect(locale, String(url)) }),
  GetClub: ({ slug }) => clubBySlug(String(slug)),
  GetVisibleClubs: ({ limit }) => visibleClubs(Number(limit ?? 0)),
  GetSalesEventBySlug: ({ where }) => {
    const event = salesEventFor(where)
    return { SalesEvents: { docs: event ? [event] : [] } }
  },
}

const allProducts = Object.values(products)

/** The commerce operations of the start-up and the content blocks, over the catalogue fixture. */
export const fixtureStartUpCommerce: CommerceResolvers = {
  GetShopData: (_variables, { locale }) => ({
    availableStores: locales.map((lang) => ({
      store_code: `shop_${lang}`,
      root_category_uid: rootUid,
    })),
    customAttributeMetadata: attributesMetadata(locale).customAttributeMetadata,
    countries: [
      { id: 'DE', full_name_locale: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne' }[locale] },
    ],
    returnReasons: [
      {
        code: 'size',
        label: { de: 'Passt nicht', en: 'Does not fit', fr: 'Ne convient pas' }[locale],
      },
    ],
  }),
  GetRootCategory: (_variables, { locale }) => categoryChildren(locale),
  GetProductsBySkus: ({ skus }, { locale }) => {
    const wanted = Array.isArray(skus) ? skus.map(String) : []
    // The API answers in its own order, not the one asked for.
    const found = allProducts.filter((product) => wanted.includes(product.sku))
    return { products: { items: found.map((product) => productCard(product, locale)) } }
  },
  GetProductsByCategoryIds: ({ ids, pageSize }, { locale }) => {
    const [id] = Array.isArray(ids) ? ids.map(String) : []
    return queryProducts(locale, {
      pageSize,
      currentPage: 1,
      filter: { category_uid: { eq: id ? btoa(id) : '' } },
    })
  },
  GetCategoryById: ({ id }, { locale }) => {
    const category = categoryByUid(locale, btoa(String(id))).categories?.items?.[0]
    return {
      categoryList: category
        ? [{ uid: category.uid, name: category.name, url_path: category.url_path }]
        : [],
    }
  },
  GetProductsBySku: ({ sku }, { locale }) => {
    const product = allProducts.find((candidate) => candidate.sku === sku)
    return {
      products: {
        items: product
          ? [
              {
                uid: product.uid,
                name: product.name[locale],
                url_key: product.key[locale],
                url_suffix: '',
              },
            ]
          : [],
      },
    }
  },
}

/** The item at index; a test that finds none fails here. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new Error(`no item at ${String(index)} of ${String(items.length)}`)
  return item
}

/** The fixture's block of one type, in one language. */
export function fixtureBlock<T extends BlockFieldsFragment['__typename']>(
  typename: T,
  locale: Locale = 'de',
): Extract<BlockFieldsFragment, { __typename: T }> {
  const block = everyBlock(locale).find(
    (candidate): candidate is Extract<BlockFieldsFragment, { __typename: T }> =>
      candidate.__typename === typename,
  )
  if (!block) throw new Error(`no fixture block ${typename}`)
  return block
}
