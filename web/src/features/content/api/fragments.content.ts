import { graphql } from '@/gql-content'

/**
 * The selections of the content API that pages, clubs and sales events
 * share: one fragment per block type, spread together by BlockFields. The
 * client preset appends a fragment's definition to every document that
 * spreads it. Every field counts against the server's complexity limit
 * (300), so each fragment asks for what its component shows and no more.
 *
 * Fields of the same name in two block types must have the same type to be
 * selected together (GraphQL's field merging rule); the few that differ
 * (a required headline or html, the two layout enums) are aliased.
 */

/** An image: the medium derivative as url, the others for srcset. */
export const mediaFragment = graphql(`
  fragment MediaFields on Media {
    url
    alt
    width
    height
    sizes {
      small {
        url
      }
      large {
        url
      }
      xlarge {
        url
      }
    }
  }
`)

export const linkFragment = graphql(`
  fragment LinkFields on Link {
    label
    url
    newTab
  }
`)

export const metaFragment = graphql(`
  fragment MetaFields on Meta {
    title
    description
    robots
  }
`)

export const teaserBlockFragment = graphql(`
  fragment TeaserBlockFields on TeaserBlock {
    id
    teaserLayout: layout
    items {
      headline
      subline
      text
      theme
      image {
        ...MediaFields
      }
      mobileImage {
        ...MediaFields
      }
      link {
        ...LinkFields
      }
    }
  }
`)

export const introBlockFragment = graphql(`
  fragment IntroBlockFields on IntroBlock {
    id
    eyebrow
    introHeadline: headline
    html
    alignment
  }
`)

export const accordeonBlockFragment = graphql(`
  fragment AccordeonBlockFields on AccordeonBlock {
    id
    headline
    items {
      id
      title
      html
    }
  }
`)

export const columnsBlockFragment = graphql(`
  fragment ColumnsBlockFields on ColumnsBlock {
    id
    headline
    columns {
      width
      html
      image {
        ...MediaFields
      }
      link {
        ...LinkFields
      }
    }
  }
`)

export const richtextBlockFragment = graphql(`
  fragment RichtextBlockFields on RichtextBlock {
    id
    richtextHtml: html
  }
`)

export const directLinksBlockFragment = graphql(`
  fragment DirectLinksBlockFields on DirectLinksBlock {
    id
    headline
    links {
      label
      url
      description
      image {
        ...MediaFields
      }
    }
  }
`)

export const textImageBlockFragment = graphql(`
  fragment TextImageBlockFields on TextImageBlock {
    id
    headline
    html
    imagePosition
    image {
      ...MediaFields
    }
    link {
      ...LinkFields
    }
  }
`)

export const catalogBlockFragment = graphql(`
  fragment CatalogBlockFields on CatalogBlock {
    id
    headline
    type
    layout
    categoryIds
    productSkus
    limit
    link {
      ...LinkFields
    }
  }
`)

/** The newsletter sign-up; NewsletterSignup (features/newsletter) renders it whole. */
export const staticFormBlockFragment = graphql(`
  fragment StaticFormBlockFields on StaticFormBlock {
    id
    formType
    mailingList
    headline
    html
    legalBlock
    successMessage
  }
`)

/** An editor's form as DynamicForm (features/forms) renders and checks it. */
export const dynamicFormFragment = graphql(`
  fragment DynamicFormFields on Form {
    id
    title
    submitButtonLabel
    confirmationType
    confirmationMessage
    redirect {
      url
    }
    fields {
      id
      blockType
      name
      label
      width
      defaultValue
      required
      options {
        label
        value
      }
      allowedFiletypes
      multiFileUpload
      maxFileSize
      maxLength
      min
      max
      message
    }
  }
`)

export const dynamicFormBlockFragment = graphql(`
  fragment DynamicFormBlockFields on DynamicFormBlock {
    id
    headline
    html
    form {
      ...DynamicFormFields
    }
  }
`)

export const spacerBlockFragment = graphql(`
  fragment SpacerBlockFields on SpacerBlock {
    id
    backgroundColor
    darkMode
    padding {
      mobile
      tablet
      desktop
    }
  }
`)

export const anchorBlockFragment = graphql(`
  fragment AnchorBlockFields on AnchorBlock {
    id
    anchorId
  }
`)

export const clubsBlockFragment = graphql(`
  fragment ClubsBlockFields on ClubsBlock {
    id
    headline
    html
    limit
  }
`)

export const clubHeroBlockFragment = graphql(`
  fragment ClubHeroBlockFields on ClubHeroBlock {
    id
    headline
    html
    image {
      ...MediaFields
    }
    link {
      ...LinkFields
    }
  }
`)

export const contentStepperBlockFragment = graphql(`
  fragment ContentStepperBlockFields on ContentStepperBlock {
    id
    headline
    steps {
      title
      html
      image {
        ...MediaFields
      }
    }
  }
`)

export const countdownBlockFragment = graphql(`
  fragment CountdownBlockFields on CountdownBlock {
    id
    heading
    salesEvent
    hideWhenEnded
  }
`)

export const legalNoticeBlockFragment = graphql(`
  fragment LegalNoticeBlockFields on LegalNoticeBlock {
    id
    headline
    seller {
      company
      street
      postcode
      city
      countryCode
      email
      phone
      vatId
      taxNumber
      registerCourt
      registerNumber
      managingDirectors
    }
  }
`)

/** Any block; __typename picks its component. */
export const blockFragment = graphql(`
  fragment BlockFields on Block {
    __typename
    ... on TeaserBlock {
      ...TeaserBlockFields
    }
    ... on IntroBlock {
      ...IntroBlockFields
    }
    ... on AccordeonBlock {
      ...AccordeonBlockFields
    }
    ... on ColumnsBlock {
      ...ColumnsBlockFields
    }
    ... on RichtextBlock {
      ...RichtextBlockFields
    }
    ... on DirectLinksBlock {
      ...DirectLinksBlockFields
    }
    ... on TextImageBlock {
      ...TextImageBlockFields
    }
    ... on CatalogBlock {
      ...CatalogBlockFields
    }
    ... on StaticFormBlock {
      ...StaticFormBlockFields
    }
    ... on DynamicFormBlock {
      ...DynamicFormBlockFields
    }
    ... on SpacerBlock {
      ...SpacerBlockFields
    }
    ... on AnchorBlock {
      ...AnchorBlockFields
    }
    ... on ClubsBlock {
      ...ClubsBlockFields
    }
    ... on ClubHeroBlock {
      ...ClubHeroBlockFields
    }
    ... on ContentStepperBlock {
      ...ContentStepperBlockFields
    }
    ... on LegalNoticeBlock {
      ...LegalNoticeBlockFields
    }
    ... on CountdownBlock {
      ...CountdownBlockFields
    }
  }
`)

/** A content page with everything its screen and head show. */
export const pageFragment = graphql(`
  fragment PageFields on Page {
    id
    title
    url
    alternates {
      locale
      url
    }
    headerStyle
    layout
    breadcrumbs {
      id
      label
      url
    }
    meta {
      ...MetaFields
    }
    blocks {
      ...BlockFields
    }
  }
`)
