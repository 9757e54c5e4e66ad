/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ClubSummaryFields on Club {\n    id\n    name\n    listName\n    slug\n    skuPrefix\n    bannerColor\n    bannerLayout\n    shopRootCategoryId\n    logo {\n      url\n      alt\n      width\n      height\n    }\n  }\n": typeof types.ClubSummaryFieldsFragmentDoc,
    "\n  query GetClub($slug: String!, $locale: LocaleInputType) {\n    Clubs(where: { slug: { equals: $slug } }, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        ...ClubSummaryFields\n        status\n        visibility\n        contact {\n          name\n          email\n          phone\n          address\n        }\n        meta {\n          title\n          description\n          robots\n        }\n        blocks {\n          ...BlockFields\n        }\n      }\n    }\n  }\n": typeof types.GetClubDocument,
    "\n  query GetVisibleClubs($limit: Int, $locale: LocaleInputType) {\n    Clubs(\n      where: { status: { equals: enabled }, visibility: { not_equals: private } }\n      limit: $limit\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      totalDocs\n      docs {\n        ...ClubSummaryFields\n      }\n    }\n  }\n": typeof types.GetVisibleClubsDocument,
    "\n  fragment MediaFields on Media {\n    url\n    alt\n    width\n    height\n    sizes {\n      small {\n        url\n      }\n      large {\n        url\n      }\n      xlarge {\n        url\n      }\n    }\n  }\n": typeof types.MediaFieldsFragmentDoc,
    "\n  fragment LinkFields on Link {\n    label\n    url\n    newTab\n  }\n": typeof types.LinkFieldsFragmentDoc,
    "\n  fragment MetaFields on Meta {\n    title\n    description\n    robots\n  }\n": typeof types.MetaFieldsFragmentDoc,
    "\n  fragment TeaserBlockFields on TeaserBlock {\n    id\n    teaserLayout: layout\n    items {\n      headline\n      subline\n      text\n      theme\n      image {\n        ...MediaFields\n      }\n      mobileImage {\n        ...MediaFields\n      }\n      link {\n        ...LinkFields\n      }\n    }\n  }\n": typeof types.TeaserBlockFieldsFragmentDoc,
    "\n  fragment IntroBlockFields on IntroBlock {\n    id\n    eyebrow\n    introHeadline: headline\n    html\n    alignment\n  }\n": typeof types.IntroBlockFieldsFragmentDoc,
    "\n  fragment AccordeonBlockFields on AccordeonBlock {\n    id\n    headline\n    items {\n      id\n      title\n      html\n    }\n  }\n": typeof types.AccordeonBlockFieldsFragmentDoc,
    "\n  fragment ColumnsBlockFields on ColumnsBlock {\n    id\n    headline\n    columns {\n      width\n      html\n      image {\n        ...MediaFields\n      }\n      link {\n        ...LinkFields\n      }\n    }\n  }\n": typeof types.ColumnsBlockFieldsFragmentDoc,
    "\n  fragment RichtextBlockFields on RichtextBlock {\n    id\n    richtextHtml: html\n  }\n": typeof types.RichtextBlockFieldsFragmentDoc,
    "\n  fragment DirectLinksBlockFields on DirectLinksBlock {\n    id\n    headline\n    links {\n      label\n      url\n      description\n      image {\n        ...MediaFields\n      }\n    }\n  }\n": typeof types.DirectLinksBlockFieldsFragmentDoc,
    "\n  fragment TextImageBlockFields on TextImageBlock {\n    id\n    headline\n    html\n    imagePosition\n    image {\n      ...MediaFields\n    }\n    link {\n      ...LinkFields\n    }\n  }\n": typeof types.TextImageBlockFieldsFragmentDoc,
    "\n  fragment CatalogBlockFields on CatalogBlock {\n    id\n    headline\n    type\n    layout\n    categoryIds\n    productSkus\n    limit\n    link {\n      ...LinkFields\n    }\n  }\n": typeof types.CatalogBlockFieldsFragmentDoc,
    "\n  fragment StaticFormBlockFields on StaticFormBlock {\n    id\n    formType\n    mailingList\n    headline\n    html\n    legalBlock\n    successMessage\n  }\n": typeof types.StaticFormBlockFieldsFragmentDoc,
    "\n  fragment DynamicFormFields on Form {\n    id\n    title\n    submitButtonLabel\n    confirmationType\n    confirmationMessage\n    redirect {\n      url\n    }\n    fields {\n      id\n      blockType\n      name\n      label\n      width\n      defaultValue\n      required\n      options {\n        label\n        value\n      }\n      allowedFiletypes\n      multiFileUpload\n      maxFileSize\n      maxLength\n      min\n      max\n      message\n    }\n  }\n": typeof types.DynamicFormFieldsFragmentDoc,
    "\n  fragment DynamicFormBlockFields on DynamicFormBlock {\n    id\n    headline\n    html\n    form {\n      ...DynamicFormFields\n    }\n  }\n": typeof types.DynamicFormBlockFieldsFragmentDoc,
    "\n  fragment SpacerBlockFields on SpacerBlock {\n    id\n    backgroundColor\n    darkMode\n    padding {\n      mobile\n      tablet\n      desktop\n    }\n  }\n": typeof types.SpacerBlockFieldsFragmentDoc,
    "\n  fragment AnchorBlockFields on AnchorBlock {\n    id\n    anchorId\n  }\n": typeof types.AnchorBlockFieldsFragmentDoc,
    "\n  fragment ClubsBlockFields on ClubsBlock {\n    id\n    headline\n    html\n    limit\n  }\n": typeof types.ClubsBlockFieldsFragmentDoc,
    "\n  fragment ClubHeroBlockFields on ClubHeroBlock {\n    id\n    headline\n    html\n    image {\n      ...MediaFields\n    }\n    link {\n      ...LinkFields\n    }\n  }\n": typeof types.ClubHeroBlockFieldsFragmentDoc,
    "\n  fragment ContentStepperBlockFields on ContentStepperBlock {\n    id\n    headline\n    steps {\n      title\n      html\n      image {\n        ...MediaFields\n      }\n    }\n  }\n": typeof types.ContentStepperBlockFieldsFragmentDoc,
    "\n  fragment CountdownBlockFields on CountdownBlock {\n    id\n    heading\n    salesEvent\n    hideWhenEnded\n  }\n": typeof types.CountdownBlockFieldsFragmentDoc,
    "\n  fragment LegalNoticeBlockFields on LegalNoticeBlock {\n    id\n    headline\n    seller {\n      company\n      street\n      postcode\n      city\n      countryCode\n      email\n      phone\n      vatId\n      taxNumber\n      registerCourt\n      registerNumber\n      managingDirectors\n    }\n  }\n": typeof types.LegalNoticeBlockFieldsFragmentDoc,
    "\n  fragment BlockFields on Block {\n    __typename\n    ... on TeaserBlock {\n      ...TeaserBlockFields\n    }\n    ... on IntroBlock {\n      ...IntroBlockFields\n    }\n    ... on AccordeonBlock {\n      ...AccordeonBlockFields\n    }\n    ... on ColumnsBlock {\n      ...ColumnsBlockFields\n    }\n    ... on RichtextBlock {\n      ...RichtextBlockFields\n    }\n    ... on DirectLinksBlock {\n      ...DirectLinksBlockFields\n    }\n    ... on TextImageBlock {\n      ...TextImageBlockFields\n    }\n    ... on CatalogBlock {\n      ...CatalogBlockFields\n    }\n    ... on StaticFormBlock {\n      ...StaticFormBlockFields\n    }\n    ... on DynamicFormBlock {\n      ...DynamicFormBlockFields\n    }\n    ... on SpacerBlock {\n      ...SpacerBlockFields\n    }\n    ... on AnchorBlock {\n      ...AnchorBlockFields\n    }\n    ... on ClubsBlock {\n      ...ClubsBlockFields\n    }\n    ... on ClubHeroBlock {\n      ...ClubHeroBlockFields\n    }\n    ... on ContentStepperBlock {\n      ...ContentStepperBlockFields\n    }\n    ... on LegalNoticeBlock {\n      ...LegalNoticeBlockFields\n    }\n    ... on CountdownBlock {\n      ...CountdownBlockFields\n    }\n  }\n": typeof types.BlockFieldsFragmentDoc,
    "\n  fragment PageFields on Page {\n    id\n    title\n    url\n    alternates {\n      locale\n      url\n    }\n    headerStyle\n    layout\n    breadcrumbs {\n      id\n      label\n      url\n    }\n    meta {\n      ...MetaFields\n    }\n    blocks {\n      ...BlockFields\n    }\n  }\n": typeof types.PageFieldsFragmentDoc,
    "\n  query GetContentBySlugOrUrl(\n    $url: String!\n    $siteCode: String!\n    $salesEventWhere: SalesEvent_where!\n    $locale: LocaleInputType\n  ) {\n    Pages(\n      where: { url: { equals: $url }, siteCode: { equals: $siteCode } }\n      limit: 1\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      docs {\n        ...PageFields\n      }\n    }\n    SalesEvents(where: $salesEventWhere, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        id\n        slug\n      }\n    }\n    PageRedirect(site: $siteCode, url: $url, locale: $locale) {\n      url\n    }\n  }\n": typeof types.GetContentBySlugOrUrlDocument,
    "\n  query GetPagePreview($token: String!, $locale: LocaleInputType) {\n    PagePreview(token: $token, locale: $locale, fallbackLocale: de) {\n      ...PageFields\n    }\n  }\n": typeof types.GetPagePreviewDocument,
    "\n  query GetPageRedirect($url: String!, $siteCode: String!, $locale: LocaleInputType) {\n    PageRedirect(site: $siteCode, url: $url, locale: $locale) {\n      url\n    }\n  }\n": typeof types.GetPageRedirectDocument,
    "\n  query GetPage($url: String!, $siteCode: String!, $locale: LocaleInputType) {\n    Pages(\n      where: { url: { equals: $url }, siteCode: { equals: $siteCode } }\n      limit: 1\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      docs {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.GetPageDocument,
    "\n  fragment SalesEventFields on SalesEvent {\n    id\n    title\n    slug\n    from\n    to\n    repeat\n    settings {\n      isPrivateSale\n      salesType\n      categoryId\n      singleProductSku\n    }\n    countdown {\n      state\n      startsAt\n      endsAt\n      serverTime\n    }\n  }\n": typeof types.SalesEventFieldsFragmentDoc,
    "\n  query GetSalesEventBySlug($where: SalesEvent_where!, $locale: LocaleInputType) {\n    SalesEvents(where: $where, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        ...SalesEventFields\n        meta {\n          title\n          description\n          robots\n        }\n        blocks {\n          ...BlockFields\n        }\n      }\n    }\n  }\n": typeof types.GetSalesEventBySlugDocument,
    "\n  query GetSalesEventCountdown($id: Int!, $locale: LocaleInputType) {\n    SalesEvents(where: { id: { equals: $id } }, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        ...SalesEventFields\n      }\n    }\n  }\n": typeof types.GetSalesEventCountdownDocument,
    "\n  mutation CreateFormSubmission($data: mutationFormSubmissionInput!) {\n    createFormSubmission(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateFormSubmissionDocument,
    "\n  fragment NavigationItemFields on NavigationItem {\n    id\n    label\n    url\n  }\n": typeof types.NavigationItemFieldsFragmentDoc,
    "\n  fragment SiteLinkFields on Link {\n    label\n    url\n    newTab\n  }\n": typeof types.SiteLinkFieldsFragmentDoc,
    "\n  query GetSite($baseUrl: String!, $siteCode: String!, $locale: LocaleInputType) {\n    Sites(\n      where: { OR: [{ baseUrl: { equals: $baseUrl } }, { code: { equals: $siteCode } }] }\n      limit: 2\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      totalDocs\n      docs {\n        id\n        code\n        baseUrl\n        logo {\n          url\n          alt\n          width\n          height\n        }\n        navigationGroup {\n          position\n          headerPosition\n        }\n        headerGroup {\n          entries {\n            __typename\n            ... on Announcement {\n              id\n              background\n              copy\n              shippingPromise\n              link {\n                ...SiteLinkFields\n              }\n            }\n            ... on MainNavigation {\n              id\n              mainNavigationItems {\n                ...NavigationItemFields\n                children {\n                  ...NavigationItemFields\n                  children {\n                    ...NavigationItemFields\n                    children {\n                      ...NavigationItemFields\n                    }\n                  }\n                }\n              }\n            }\n            ... on ActionNavigation {\n              id\n              actionNavigationItems {\n                id\n                label\n                url\n                icon\n              }\n            }\n          }\n        }\n        footerGroup {\n          blocks {\n            __typename\n            ... on FooterMultiColumns {\n              id\n              columns {\n                title\n                links {\n                  ...SiteLinkFields\n                }\n              }\n            }\n            ... on FooterIcons {\n              id\n              title\n              items {\n                icon\n                label\n                url\n              }\n            }\n            ... on FooterLinkList {\n              id\n              links {\n                ...SiteLinkFields\n              }\n            }\n          }\n        }\n        tracking {\n          googleAnalyticsId\n          clarityId\n        }\n        maintenanceNotice\n        name\n        defaultLocale\n      }\n    }\n  }\n": typeof types.GetSiteDocument,
};
const documents: Documents = {
    "\n  fragment ClubSummaryFields on Club {\n    id\n    name\n    listName\n    slug\n    skuPrefix\n    bannerColor\n    bannerLayout\n    shopRootCategoryId\n    logo {\n      url\n      alt\n      width\n      height\n    }\n  }\n": types.ClubSummaryFieldsFragmentDoc,
    "\n  query GetClub($slug: String!, $locale: LocaleInputType) {\n    Clubs(where: { slug: { equals: $slug } }, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        ...ClubSummaryFields\n        status\n        visibility\n        contact {\n          name\n          email\n          phone\n          address\n        }\n        meta {\n          title\n          description\n          robots\n        }\n        blocks {\n          ...BlockFields\n        }\n      }\n    }\n  }\n": types.GetClubDocument,
    "\n  query GetVisibleClubs($limit: Int, $locale: LocaleInputType) {\n    Clubs(\n      where: { status: { equals: enabled }, visibility: { not_equals: private } }\n      limit: $limit\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      totalDocs\n      docs {\n        ...ClubSummaryFields\n      }\n    }\n  }\n": types.GetVisibleClubsDocument,
    "\n  fragment MediaFields on Media {\n    url\n    alt\n    width\n    height\n    sizes {\n      small {\n        url\n      }\n      large {\n        url\n      }\n      xlarge {\n        url\n      }\n    }\n  }\n": types.MediaFieldsFragmentDoc,
    "\n  fragment LinkFields on Link {\n    label\n    url\n    newTab\n  }\n": types.LinkFieldsFragmentDoc,
    "\n  fragment MetaFields on Meta {\n    title\n    description\n    robots\n  }\n": types.MetaFieldsFragmentDoc,
    "\n  fragment TeaserBlockFields on TeaserBlock {\n    id\n    teaserLayout: layout\n    items {\n      headline\n      subline\n      text\n      theme\n      image {\n        ...MediaFields\n      }\n      mobileImage {\n        ...MediaFields\n      }\n      link {\n        ...LinkFields\n      }\n    }\n  }\n": types.TeaserBlockFieldsFragmentDoc,
    "\n  fragment IntroBlockFields on IntroBlock {\n    id\n    eyebrow\n    introHeadline: headline\n    html\n    alignment\n  }\n": types.IntroBlockFieldsFragmentDoc,
    "\n  fragment AccordeonBlockFields on AccordeonBlock {\n    id\n    headline\n    items {\n      id\n      title\n      html\n    }\n  }\n": types.AccordeonBlockFieldsFragmentDoc,
    "\n  fragment ColumnsBlockFields on ColumnsBlock {\n    id\n    headline\n    columns {\n      width\n      html\n      image {\n        ...MediaFields\n      }\n      link {\n        ...LinkFields\n      }\n    }\n  }\n": types.ColumnsBlockFieldsFragmentDoc,
    "\n  fragment RichtextBlockFields on RichtextBlock {\n    id\n    richtextHtml: html\n  }\n": types.RichtextBlockFieldsFragmentDoc,
    "\n  fragment DirectLinksBlockFields on DirectLinksBlock {\n    id\n    headline\n    links {\n      label\n      url\n      description\n      image {\n        ...MediaFields\n      }\n    }\n  }\n": types.DirectLinksBlockFieldsFragmentDoc,
    "\n  fragment TextImageBlockFields on TextImageBlock {\n    id\n    headline\n    html\n    imagePosition\n    image {\n      ...MediaFields\n    }\n    link {\n      ...LinkFields\n    }\n  }\n": types.TextImageBlockFieldsFragmentDoc,
    "\n  fragment CatalogBlockFields on CatalogBlock {\n    id\n    headline\n    type\n    layout\n    categoryIds\n    productSkus\n    limit\n    link {\n      ...LinkFields\n    }\n  }\n": types.CatalogBlockFieldsFragmentDoc,
    "\n  fragment StaticFormBlockFields on StaticFormBlock {\n    id\n    formType\n    mailingList\n    headline\n    html\n    legalBlock\n    successMessage\n  }\n": types.StaticFormBlockFieldsFragmentDoc,
    "\n  fragment DynamicFormFields on Form {\n    id\n    title\n    submitButtonLabel\n    confirmationType\n    confirmationMessage\n    redirect {\n      url\n    }\n    fields {\n      id\n      blockType\n      name\n      label\n      width\n      defaultValue\n      required\n      options {\n        label\n        value\n      }\n      allowedFiletypes\n      multiFileUpload\n      maxFileSize\n      maxLength\n      min\n      max\n      message\n    }\n  }\n": types.DynamicFormFieldsFragmentDoc,
    "\n  fragment DynamicFormBlockFields on DynamicFormBlock {\n    id\n    headline\n    html\n    form {\n      ...DynamicFormFields\n    }\n  }\n": types.DynamicFormBlockFieldsFragmentDoc,
    "\n  fragment SpacerBlockFields on SpacerBlock {\n    id\n    backgroundColor\n    darkMode\n    padding {\n      mobile\n      tablet\n      desktop\n    }\n  }\n": types.SpacerBlockFieldsFragmentDoc,
    "\n  fragment AnchorBlockFields on AnchorBlock {\n    id\n    anchorId\n  }\n": types.AnchorBlockFieldsFragmentDoc,
    "\n  fragment ClubsBlockFields on ClubsBlock {\n    id\n    headline\n    html\n    limit\n  }\n": types.ClubsBlockFieldsFragmentDoc,
    "\n  fragment ClubHeroBlockFields on ClubHeroBlock {\n    id\n    headline\n    html\n    image {\n      ...MediaFields\n    }\n    link {\n      ...LinkFields\n    }\n  }\n": types.ClubHeroBlockFieldsFragmentDoc,
    "\n  fragment ContentStepperBlockFields on ContentStepperBlock {\n    id\n    headline\n    steps {\n      title\n      html\n      image {\n        ...MediaFields\n      }\n    }\n  }\n": types.ContentStepperBlockFieldsFragmentDoc,
    "\n  fragment CountdownBlockFields on CountdownBlock {\n    id\n    heading\n    salesEvent\n    hideWhenEnded\n  }\n": types.CountdownBlockFieldsFragmentDoc,
    "\n  fragment LegalNoticeBlockFields on LegalNoticeBlock {\n    id\n    headline\n    seller {\n      company\n      street\n      postcode\n      city\n      countryCode\n      email\n      phone\n      vatId\n      taxNumber\n      registerCourt\n      registerNumber\n      managingDirectors\n    }\n  }\n": types.LegalNoticeBlockFieldsFragmentDoc,
    "\n  fragment BlockFields on Block {\n    __typename\n    ... on TeaserBlock {\n      ...TeaserBlockFields\n    }\n    ... on IntroBlock {\n      ...IntroBlockFields\n    }\n    ... on AccordeonBlock {\n      ...AccordeonBlockFields\n    }\n    ... on ColumnsBlock {\n      ...ColumnsBlockFields\n    }\n    ... on RichtextBlock {\n      ...RichtextBlockFields\n    }\n    ... on DirectLinksBlock {\n      ...DirectLinksBlockFields\n    }\n    ... on TextImageBlock {\n      ...TextImageBlockFields\n    }\n    ... on CatalogBlock {\n      ...CatalogBlockFields\n    }\n    ... on StaticFormBlock {\n      ...StaticFormBlockFields\n    }\n    ... on DynamicFormBlock {\n      ...DynamicFormBlockFields\n    }\n    ... on SpacerBlock {\n      ...SpacerBlockFields\n    }\n    ... on AnchorBlock {\n      ...AnchorBlockFields\n    }\n    ... on ClubsBlock {\n      ...ClubsBlockFields\n    }\n    ... on ClubHeroBlock {\n      ...ClubHeroBlockFields\n    }\n    ... on ContentStepperBlock {\n      ...ContentStepperBlockFields\n    }\n    ... on LegalNoticeBlock {\n      ...LegalNoticeBlockFields\n    }\n    ... on CountdownBlock {\n      ...CountdownBlockFields\n    }\n  }\n": types.BlockFieldsFragmentDoc,
    "\n  fragment PageFields on Page {\n    id\n    title\n    url\n    alternates {\n      locale\n      url\n    }\n    headerStyle\n    layout\n    breadcrumbs {\n      id\n      label\n      url\n    }\n    meta {\n      ...MetaFields\n    }\n    blocks {\n      ...BlockFields\n    }\n  }\n": types.PageFieldsFragmentDoc,
    "\n  query GetContentBySlugOrUrl(\n    $url: String!\n    $siteCode: String!\n    $salesEventWhere: SalesEvent_where!\n    $locale: LocaleInputType\n  ) {\n    Pages(\n      where: { url: { equals: $url }, siteCode: { equals: $siteCode } }\n      limit: 1\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      docs {\n        ...PageFields\n      }\n    }\n    SalesEvents(where: $salesEventWhere, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        id\n        slug\n      }\n    }\n    PageRedirect(site: $siteCode, url: $url, locale: $locale) {\n      url\n    }\n  }\n": types.GetContentBySlugOrUrlDocument,
    "\n  query GetPagePreview($token: String!, $locale: LocaleInputType) {\n    PagePreview(token: $token, locale: $locale, fallbackLocale: de) {\n      ...PageFields\n    }\n  }\n": types.GetPagePreviewDocument,
    "\n  query GetPageRedirect($url: String!, $siteCode: String!, $locale: LocaleInputType) {\n    PageRedirect(site: $siteCode, url: $url, locale: $locale) {\n      url\n    }\n  }\n": types.GetPageRedirectDocument,
    "\n  query GetPage($url: String!, $siteCode: String!, $locale: LocaleInputType) {\n    Pages(\n      where: { url: { equals: $url }, siteCode: { equals: $siteCode } }\n      limit: 1\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      docs {\n        ...PageFields\n      }\n    }\n  }\n": types.GetPageDocument,
    "\n  fragment SalesEventFields on SalesEvent {\n    id\n    title\n    slug\n    from\n    to\n    repeat\n    settings {\n      isPrivateSale\n      salesType\n      categoryId\n      singleProductSku\n    }\n    countdown {\n      state\n      startsAt\n      endsAt\n      serverTime\n    }\n  }\n": types.SalesEventFieldsFragmentDoc,
    "\n  query GetSalesEventBySlug($where: SalesEvent_where!, $locale: LocaleInputType) {\n    SalesEvents(where: $where, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        ...SalesEventFields\n        meta {\n          title\n          description\n          robots\n        }\n        blocks {\n          ...BlockFields\n        }\n      }\n    }\n  }\n": types.GetSalesEventBySlugDocument,
    "\n  query GetSalesEventCountdown($id: Int!, $locale: LocaleInputType) {\n    SalesEvents(where: { id: { equals: $id } }, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        ...SalesEventFields\n      }\n    }\n  }\n": types.GetSalesEventCountdownDocument,
    "\n  mutation CreateFormSubmission($data: mutationFormSubmissionInput!) {\n    createFormSubmission(data: $data) {\n      id\n    }\n  }\n": types.CreateFormSubmissionDocument,
    "\n  fragment NavigationItemFields on NavigationItem {\n    id\n    label\n    url\n  }\n": types.NavigationItemFieldsFragmentDoc,
    "\n  fragment SiteLinkFields on Link {\n    label\n    url\n    newTab\n  }\n": types.SiteLinkFieldsFragmentDoc,
    "\n  query GetSite($baseUrl: String!, $siteCode: String!, $locale: LocaleInputType) {\n    Sites(\n      where: { OR: [{ baseUrl: { equals: $baseUrl } }, { code: { equals: $siteCode } }] }\n      limit: 2\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      totalDocs\n      docs {\n        id\n        code\n        baseUrl\n        logo {\n          url\n          alt\n          width\n          height\n        }\n        navigationGroup {\n          position\n          headerPosition\n        }\n        headerGroup {\n          entries {\n            __typename\n            ... on Announcement {\n              id\n              background\n              copy\n              shippingPromise\n              link {\n                ...SiteLinkFields\n              }\n            }\n            ... on MainNavigation {\n              id\n              mainNavigationItems {\n                ...NavigationItemFields\n                children {\n                  ...NavigationItemFields\n                  children {\n                    ...NavigationItemFields\n                    children {\n                      ...NavigationItemFields\n                    }\n                  }\n                }\n              }\n            }\n            ... on ActionNavigation {\n              id\n              actionNavigationItems {\n                id\n                label\n                url\n                icon\n              }\n            }\n          }\n        }\n        footerGroup {\n          blocks {\n            __typename\n            ... on FooterMultiColumns {\n              id\n              columns {\n                title\n                links {\n                  ...SiteLinkFields\n                }\n              }\n            }\n            ... on FooterIcons {\n              id\n              title\n              items {\n                icon\n                label\n                url\n              }\n            }\n            ... on FooterLinkList {\n              id\n              links {\n                ...SiteLinkFields\n              }\n            }\n          }\n        }\n        tracking {\n          googleAnalyticsId\n          clarityId\n        }\n        maintenanceNotice\n        name\n        defaultLocale\n      }\n    }\n  }\n": types.GetSiteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubSummaryFields on Club {\n    id\n    name\n    listName\n    slug\n    skuPrefix\n    bannerColor\n    bannerLayout\n    shopRootCategoryId\n    logo {\n      url\n      alt\n      width\n      height\n    }\n  }\n"): typeof import('./graphql').ClubSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetClub($slug: String!, $locale: LocaleInputType) {\n    Clubs(where: { slug: { equals: $slug } }, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        ...ClubSummaryFields\n        status\n        visibility\n        contact {\n          name\n          email\n          phone\n          address\n        }\n        meta {\n          title\n          description\n          robots\n        }\n        blocks {\n          ...BlockFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVisibleClubs($limit: Int, $locale: LocaleInputType) {\n    Clubs(\n      where: { status: { equals: enabled }, visibility: { not_equals: private } }\n      limit: $limit\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      totalDocs\n      docs {\n        ...ClubSummaryFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetVisibleClubsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaFields on Media {\n    url\n    alt\n    width\n    height\n    sizes {\n      small {\n        url\n      }\n      large {\n        url\n      }\n      xlarge {\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').MediaFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinkFields on Link {\n    label\n    url\n    newTab\n  }\n"): typeof import('./graphql').LinkFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MetaFields on Meta {\n    title\n    description\n    robots\n  }\n"): typeof import('./graphql').MetaFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeaserBlockFields on TeaserBlock {\n    id\n    teaserLayout: layout\n    items {\n      headline\n      subline\n      text\n      theme\n      image {\n        ...MediaFields\n      }\n      mobileImage {\n        ...MediaFields\n      }\n      link {\n        ...LinkFields\n      }\n    }\n  }\n"): typeof import('./graphql').TeaserBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntroBlockFields on IntroBlock {\n    id\n    eyebrow\n    introHeadline: headline\n    html\n    alignment\n  }\n"): typeof import('./graphql').IntroBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccordeonBlockFields on AccordeonBlock {\n    id\n    headline\n    items {\n      id\n      title\n      html\n    }\n  }\n"): typeof import('./graphql').AccordeonBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ColumnsBlockFields on ColumnsBlock {\n    id\n    headline\n    columns {\n      width\n      html\n      image {\n        ...MediaFields\n      }\n      link {\n        ...LinkFields\n      }\n    }\n  }\n"): typeof import('./graphql').ColumnsBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RichtextBlockFields on RichtextBlock {\n    id\n    richtextHtml: html\n  }\n"): typeof import('./graphql').RichtextBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DirectLinksBlockFields on DirectLinksBlock {\n    id\n    headline\n    links {\n      label\n      url\n      description\n      image {\n        ...MediaFields\n      }\n    }\n  }\n"): typeof import('./graphql').DirectLinksBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TextImageBlockFields on TextImageBlock {\n    id\n    headline\n    html\n    imagePosition\n    image {\n      ...MediaFields\n    }\n    link {\n      ...LinkFields\n    }\n  }\n"): typeof import('./graphql').TextImageBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogBlockFields on CatalogBlock {\n    id\n    headline\n    type\n    layout\n    categoryIds\n    productSkus\n    limit\n    link {\n      ...LinkFields\n    }\n  }\n"): typeof import('./graphql').CatalogBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaticFormBlockFields on StaticFormBlock {\n    id\n    formType\n    mailingList\n    headline\n    html\n    legalBlock\n    successMessage\n  }\n"): typeof import('./graphql').StaticFormBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DynamicFormFields on Form {\n    id\n    title\n    submitButtonLabel\n    confirmationType\n    confirmationMessage\n    redirect {\n      url\n    }\n    fields {\n      id\n      blockType\n      name\n      label\n      width\n      defaultValue\n      required\n      options {\n        label\n        value\n      }\n      allowedFiletypes\n      multiFileUpload\n      maxFileSize\n      maxLength\n      min\n      max\n      message\n    }\n  }\n"): typeof import('./graphql').DynamicFormFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DynamicFormBlockFields on DynamicFormBlock {\n    id\n    headline\n    html\n    form {\n      ...DynamicFormFields\n    }\n  }\n"): typeof import('./graphql').DynamicFormBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpacerBlockFields on SpacerBlock {\n    id\n    backgroundColor\n    darkMode\n    padding {\n      mobile\n      tablet\n      desktop\n    }\n  }\n"): typeof import('./graphql').SpacerBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnchorBlockFields on AnchorBlock {\n    id\n    anchorId\n  }\n"): typeof import('./graphql').AnchorBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubsBlockFields on ClubsBlock {\n    id\n    headline\n    html\n    limit\n  }\n"): typeof import('./graphql').ClubsBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubHeroBlockFields on ClubHeroBlock {\n    id\n    headline\n    html\n    image {\n      ...MediaFields\n    }\n    link {\n      ...LinkFields\n    }\n  }\n"): typeof import('./graphql').ClubHeroBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentStepperBlockFields on ContentStepperBlock {\n    id\n    headline\n    steps {\n      title\n      html\n      image {\n        ...MediaFields\n      }\n    }\n  }\n"): typeof import('./graphql').ContentStepperBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CountdownBlockFields on CountdownBlock {\n    id\n    heading\n    salesEvent\n    hideWhenEnded\n  }\n"): typeof import('./graphql').CountdownBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegalNoticeBlockFields on LegalNoticeBlock {\n    id\n    headline\n    seller {\n      company\n      street\n      postcode\n      city\n      countryCode\n      email\n      phone\n      vatId\n      taxNumber\n      registerCourt\n      registerNumber\n      managingDirectors\n    }\n  }\n"): typeof import('./graphql').LegalNoticeBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlockFields on Block {\n    __typename\n    ... on TeaserBlock {\n      ...TeaserBlockFields\n    }\n    ... on IntroBlock {\n      ...IntroBlockFields\n    }\n    ... on AccordeonBlock {\n      ...AccordeonBlockFields\n    }\n    ... on ColumnsBlock {\n      ...ColumnsBlockFields\n    }\n    ... on RichtextBlock {\n      ...RichtextBlockFields\n    }\n    ... on DirectLinksBlock {\n      ...DirectLinksBlockFields\n    }\n    ... on TextImageBlock {\n      ...TextImageBlockFields\n    }\n    ... on CatalogBlock {\n      ...CatalogBlockFields\n    }\n    ... on StaticFormBlock {\n      ...StaticFormBlockFields\n    }\n    ... on DynamicFormBlock {\n      ...DynamicFormBlockFields\n    }\n    ... on SpacerBlock {\n      ...SpacerBlockFields\n    }\n    ... on AnchorBlock {\n      ...AnchorBlockFields\n    }\n    ... on ClubsBlock {\n      ...ClubsBlockFields\n    }\n    ... on ClubHeroBlock {\n      ...ClubHeroBlockFields\n    }\n    ... on ContentStepperBlock {\n      ...ContentStepperBlockFields\n    }\n    ... on LegalNoticeBlock {\n      ...LegalNoticeBlockFields\n    }\n    ... on CountdownBlock {\n      ...CountdownBlockFields\n    }\n  }\n"): typeof import('./graphql').BlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageFields on Page {\n    id\n    title\n    url\n    alternates {\n      locale\n      url\n    }\n    headerStyle\n    layout\n    breadcrumbs {\n      id\n      label\n      url\n    }\n    meta {\n      ...MetaFields\n    }\n    blocks {\n      ...BlockFields\n    }\n  }\n"): typeof import('./graphql').PageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetContentBySlugOrUrl(\n    $url: String!\n    $siteCode: String!\n    $salesEventWhere: SalesEvent_where!\n    $locale: LocaleInputType\n  ) {\n    Pages(\n      where: { url: { equals: $url }, siteCode: { equals: $siteCode } }\n      limit: 1\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      docs {\n        ...PageFields\n      }\n    }\n    SalesEvents(where: $salesEventWhere, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        id\n        slug\n      }\n    }\n    PageRedirect(site: $siteCode, url: $url, locale: $locale) {\n      url\n    }\n  }\n"): typeof import('./graphql').GetContentBySlugOrUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPagePreview($token: String!, $locale: LocaleInputType) {\n    PagePreview(token: $token, locale: $locale, fallbackLocale: de) {\n      ...PageFields\n    }\n  }\n"): typeof import('./graphql').GetPagePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPageRedirect($url: String!, $siteCode: String!, $locale: LocaleInputType) {\n    PageRedirect(site: $siteCode, url: $url, locale: $locale) {\n      url\n    }\n  }\n"): typeof import('./graphql').GetPageRedirectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPage($url: String!, $siteCode: String!, $locale: LocaleInputType) {\n    Pages(\n      where: { url: { equals: $url }, siteCode: { equals: $siteCode } }\n      limit: 1\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      docs {\n        ...PageFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesEventFields on SalesEvent {\n    id\n    title\n    slug\n    from\n    to\n    repeat\n    settings {\n      isPrivateSale\n      salesType\n      categoryId\n      singleProductSku\n    }\n    countdown {\n      state\n      startsAt\n      endsAt\n      serverTime\n    }\n  }\n"): typeof import('./graphql').SalesEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSalesEventBySlug($where: SalesEvent_where!, $locale: LocaleInputType) {\n    SalesEvents(where: $where, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        ...SalesEventFields\n        meta {\n          title\n          description\n          robots\n        }\n        blocks {\n          ...BlockFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetSalesEventBySlugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSalesEventCountdown($id: Int!, $locale: LocaleInputType) {\n    SalesEvents(where: { id: { equals: $id } }, limit: 1, locale: $locale, fallbackLocale: de) {\n      docs {\n        ...SalesEventFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetSalesEventCountdownDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFormSubmission($data: mutationFormSubmissionInput!) {\n    createFormSubmission(data: $data) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateFormSubmissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NavigationItemFields on NavigationItem {\n    id\n    label\n    url\n  }\n"): typeof import('./graphql').NavigationItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteLinkFields on Link {\n    label\n    url\n    newTab\n  }\n"): typeof import('./graphql').SiteLinkFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSite($baseUrl: String!, $siteCode: String!, $locale: LocaleInputType) {\n    Sites(\n      where: { OR: [{ baseUrl: { equals: $baseUrl } }, { code: { equals: $siteCode } }] }\n      limit: 2\n      locale: $locale\n      fallbackLocale: de\n    ) {\n      totalDocs\n      docs {\n        id\n        code\n        baseUrl\n        logo {\n          url\n          alt\n          width\n          height\n        }\n        navigationGroup {\n          position\n          headerPosition\n        }\n        headerGroup {\n          entries {\n            __typename\n            ... on Announcement {\n              id\n              background\n              copy\n              shippingPromise\n              link {\n                ...SiteLinkFields\n              }\n            }\n            ... on MainNavigation {\n              id\n              mainNavigationItems {\n                ...NavigationItemFields\n                children {\n                  ...NavigationItemFields\n                  children {\n                    ...NavigationItemFields\n                    children {\n                      ...NavigationItemFields\n                    }\n                  }\n                }\n              }\n            }\n            ... on ActionNavigation {\n              id\n              actionNavigationItems {\n                id\n                label\n                url\n                icon\n              }\n            }\n          }\n        }\n        footerGroup {\n          blocks {\n            __typename\n            ... on FooterMultiColumns {\n              id\n              columns {\n                title\n                links {\n                  ...SiteLinkFields\n                }\n              }\n            }\n            ... on FooterIcons {\n              id\n              title\n              items {\n                icon\n                label\n                url\n              }\n            }\n            ... on FooterLinkList {\n              id\n              links {\n                ...SiteLinkFields\n              }\n            }\n          }\n        }\n        tracking {\n          googleAnalyticsId\n          clarityId\n        }\n        maintenanceNotice\n        name\n        defaultLocale\n      }\n    }\n  }\n"): typeof import('./graphql').GetSiteDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
