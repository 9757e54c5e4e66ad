/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Alignment =
  | 'center'
  | 'left';

export type CatalogLayout =
  | 'grid'
  | 'list'
  | 'slider';

export type CatalogType =
  | 'category'
  | 'products';

/**
 * band: the logo beside the name on the banner colour; centered: the logo
 * above the name, both centred on the colour; light: the logo and name on the
 * page's background under a stripe of the colour.
 */
export type ClubBannerLayout =
  | 'band'
  | 'centered'
  | 'light';

export type ClubStatus =
  | 'disabled'
  | 'enabled';

/** public: listed; unlisted: not listed but open by link; private: not listed, open by link only. */
export type ClubVisibility =
  | 'private'
  | 'public'
  | 'unlisted';

export type ColumnWidth =
  | 'full'
  | 'half'
  | 'oneQuarter'
  | 'oneThird'
  | 'twoThirds';

export type ConfirmationType =
  | 'message'
  | 'redirect';

export type CountdownState =
  | 'ended'
  | 'running'
  | 'upcoming';

export type FormFieldType =
  | 'checkbox'
  | 'email'
  | 'message'
  | 'number'
  | 'select'
  | 'text'
  | 'textarea'
  | 'upload';

/** One field's value. Checkboxes send true or false, uploads the upload ids joined by commas, numbers their decimal text. */
export type FormSubmissionDataInput = {
  field: string;
  value: string;
};

export type HeaderStyle =
  | 'default'
  | 'minimal'
  | 'transparent';

export type ImagePosition =
  | 'left'
  | 'right';

/** The languages content is kept in. */
export type LocaleInputType =
  | 'de'
  | 'en'
  | 'fr';

export type PageLayout =
  | 'default'
  | 'full'
  | 'wide';

export type SalesEventRepeat =
  | 'daily'
  | 'monthly'
  | 'none'
  | 'weekly';

export type SalesEvent_Id_Operator = {
  equals?: number | null | undefined;
  exists?: boolean | null | undefined;
  in?: Array<number> | null | undefined;
  not_equals?: number | null | undefined;
  not_in?: Array<number> | null | undefined;
};

export type SalesEvent_Text_Operator = {
  contains?: string | null | undefined;
  equals?: string | null | undefined;
  exists?: boolean | null | undefined;
  in?: Array<string> | null | undefined;
  like?: string | null | undefined;
  not_equals?: string | null | undefined;
  not_in?: Array<string> | null | undefined;
};

export type SalesEvent_Where = {
  AND?: Array<SalesEvent_Where> | null | undefined;
  OR?: Array<SalesEvent_Where> | null | undefined;
  /** The secret of a private sale; it never appears in answers. */
  accessKey?: SalesEvent_Text_Operator | null | undefined;
  id?: SalesEvent_Id_Operator | null | undefined;
  slug?: SalesEvent_Text_Operator | null | undefined;
  title?: SalesEvent_Text_Operator | null | undefined;
};

export type SalesType =
  | 'category'
  | 'singleProduct';

export type SpacingSize =
  | 'l'
  | 'm'
  | 'none'
  | 's'
  | 'xl'
  | 'xs';

export type StaticFormType =
  | 'newsletter';

export type TeaserLayout =
  | 'cards'
  | 'hero';

export type Theme =
  | 'dark'
  | 'light';

export type MutationFormSubmissionInput = {
  form: number;
  /** Must stay empty; bots fill it. */
  honeypot?: string | null | undefined;
  submissionData: Array<FormSubmissionDataInput>;
};

export type ClubSummaryFieldsFragment = { id: number, name: string, listName: string, slug: string, skuPrefix: string, bannerColor: string, bannerLayout: ClubBannerLayout, shopRootCategoryId: string, logo: { url: string, alt: string | null, width: number | null, height: number | null } | null };

export type GetClubQueryVariables = Exact<{
  slug: string;
  locale?: LocaleInputType | null | undefined;
}>;


export type GetClubQuery = { Clubs: { docs: Array<{ status: ClubStatus, visibility: ClubVisibility, id: number, name: string, listName: string, slug: string, skuPrefix: string, bannerColor: string, bannerLayout: ClubBannerLayout, shopRootCategoryId: string, contact: { name: string | null, email: string | null, phone: string | null, address: string | null }, meta: { title: string | null, description: string | null, robots: string | null }, blocks: Array<
        | { __typename: 'AccordeonBlock', id: string, headline: string | null, items: Array<{ id: string, title: string, html: string }> }
        | { __typename: 'AnchorBlock', id: string, anchorId: string }
        | { __typename: 'CatalogBlock', id: string, headline: string | null, type: CatalogType, layout: CatalogLayout, categoryIds: Array<string>, productSkus: Array<string>, limit: number, link: { label: string | null, url: string, newTab: boolean } | null }
        | { __typename: 'ClubHeroBlock', id: string, headline: string | null, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
        | { __typename: 'ClubsBlock', id: string, headline: string | null, html: string | null, limit: number }
        | { __typename: 'ColumnsBlock', id: string, headline: string | null, columns: Array<{ width: ColumnWidth, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
        | { __typename: 'ContentStepperBlock', id: string, headline: string | null, steps: Array<{ title: string, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
        | { __typename: 'CountdownBlock', id: string, heading: string | null, salesEvent: number, hideWhenEnded: boolean }
        | { __typename: 'DirectLinksBlock', id: string, headline: string | null, links: Array<{ label: string, url: string, description: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
        | { __typename: 'DynamicFormBlock', id: string, headline: string | null, html: string | null, form: { id: number, title: string, submitButtonLabel: string, confirmationType: ConfirmationType, confirmationMessage: string | null, redirect: { url: string } | null, fields: Array<{ id: string, blockType: FormFieldType, name: string, label: string | null, width: number, defaultValue: string | null, required: boolean, allowedFiletypes: Array<string>, multiFileUpload: boolean, maxFileSize: number | null, maxLength: number | null, min: number | null, max: number | null, message: string | null, options: Array<{ label: string, value: string }> }> } | null }
        | { __typename: 'IntroBlock', id: string, eyebrow: string | null, html: string | null, alignment: Alignment, introHeadline: string }
        | { __typename: 'LegalNoticeBlock', id: string, headline: string | null, seller: { company: string, street: string, postcode: string, city: string, countryCode: string, email: string, phone: string | null, vatId: string | null, taxNumber: string | null, registerCourt: string | null, registerNumber: string | null, managingDirectors: Array<string> } | null }
        | { __typename: 'RichtextBlock', id: string, richtextHtml: string }
        | { __typename: 'SpacerBlock', id: string, backgroundColor: string | null, darkMode: boolean, padding: { mobile: SpacingSize, tablet: SpacingSize, desktop: SpacingSize } }
        | { __typename: 'StaticFormBlock', id: string, formType: StaticFormType, mailingList: string, headline: string | null, html: string | null, legalBlock: string | null, successMessage: string | null }
        | { __typename: 'TeaserBlock', id: string, teaserLayout: TeaserLayout, items: Array<{ headline: string, subline: string | null, text: string | null, theme: Theme, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, mobileImage: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
        | { __typename: 'TextImageBlock', id: string, headline: string | null, html: string | null, imagePosition: ImagePosition, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
      >, logo: { url: string, alt: string | null, width: number | null, height: number | null } | null }> } | null };

export type GetVisibleClubsQueryVariables = Exact<{
  limit?: number | null | undefined;
  locale?: LocaleInputType | null | undefined;
}>;


export type GetVisibleClubsQuery = { Clubs: { totalDocs: number, docs: Array<{ id: number, name: string, listName: string, slug: string, skuPrefix: string, bannerColor: string, bannerLayout: ClubBannerLayout, shopRootCategoryId: string, logo: { url: string, alt: string | null, width: number | null, height: number | null } | null }> } | null };

export type MediaFieldsFragment = { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null };

export type LinkFieldsFragment = { label: string | null, url: string, newTab: boolean };

export type MetaFieldsFragment = { title: string | null, description: string | null, robots: string | null };

export type TeaserBlockFieldsFragment = { id: string, teaserLayout: TeaserLayout, items: Array<{ headline: string, subline: string | null, text: string | null, theme: Theme, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, mobileImage: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> };

export type IntroBlockFieldsFragment = { id: string, eyebrow: string | null, html: string | null, alignment: Alignment, introHeadline: string };

export type AccordeonBlockFieldsFragment = { id: string, headline: string | null, items: Array<{ id: string, title: string, html: string }> };

export type ColumnsBlockFieldsFragment = { id: string, headline: string | null, columns: Array<{ width: ColumnWidth, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> };

export type RichtextBlockFieldsFragment = { id: string, richtextHtml: string };

export type DirectLinksBlockFieldsFragment = { id: string, headline: string | null, links: Array<{ label: string, url: string, description: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> };

export type TextImageBlockFieldsFragment = { id: string, headline: string | null, html: string | null, imagePosition: ImagePosition, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null };

export type CatalogBlockFieldsFragment = { id: string, headline: string | null, type: CatalogType, layout: CatalogLayout, categoryIds: Array<string>, productSkus: Array<string>, limit: number, link: { label: string | null, url: string, newTab: boolean } | null };

export type StaticFormBlockFieldsFragment = { id: string, formType: StaticFormType, mailingList: string, headline: string | null, html: string | null, legalBlock: string | null, successMessage: string | null };

export type DynamicFormFieldsFragment = { id: number, title: string, submitButtonLabel: string, confirmationType: ConfirmationType, confirmationMessage: string | null, redirect: { url: string } | null, fields: Array<{ id: string, blockType: FormFieldType, name: string, label: string | null, width: number, defaultValue: string | null, required: boolean, allowedFiletypes: Array<string>, multiFileUpload: boolean, maxFileSize: number | null, maxLength: number | null, min: number | null, max: number | null, message: string | null, options: Array<{ label: string, value: string }> }> };

export type DynamicFormBlockFieldsFragment = { id: string, headline: string | null, html: string | null, form: { id: number, title: string, submitButtonLabel: string, confirmationType: ConfirmationType, confirmationMessage: string | null, redirect: { url: string } | null, fields: Array<{ id: string, blockType: FormFieldType, name: string, label: string | null, width: number, defaultValue: string | null, required: boolean, allowedFiletypes: Array<string>, multiFileUpload: boolean, maxFileSize: number | null, maxLength: number | null, min: number | null, max: number | null, message: string | null, options: Array<{ label: string, value: string }> }> } | null };

export type SpacerBlockFieldsFragment = { id: string, backgroundColor: string | null, darkMode: boolean, padding: { mobile: SpacingSize, tablet: SpacingSize, desktop: SpacingSize } };

export type AnchorBlockFieldsFragment = { id: string, anchorId: string };

export type ClubsBlockFieldsFragment = { id: string, headline: string | null, html: string | null, limit: number };

export type ClubHeroBlockFieldsFragment = { id: string, headline: string | null, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null };

export type ContentStepperBlockFieldsFragment = { id: string, headline: string | null, steps: Array<{ title: string, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> };

export type CountdownBlockFieldsFragment = { id: string, heading: string | null, salesEvent: number, hideWhenEnded: boolean };

export type LegalNoticeBlockFieldsFragment = { id: string, headline: string | null, seller: { company: string, street: string, postcode: string, city: string, countryCode: string, email: string, phone: string | null, vatId: string | null, taxNumber: string | null, registerCourt: string | null, registerNumber: string | null, managingDirectors: Array<string> } | null };

type BlockFields_AccordeonBlock_Fragment = { __typename: 'AccordeonBlock', id: string, headline: string | null, items: Array<{ id: string, title: string, html: string }> };

type BlockFields_AnchorBlock_Fragment = { __typename: 'AnchorBlock', id: string, anchorId: string };

type BlockFields_CatalogBlock_Fragment = { __typename: 'CatalogBlock', id: string, headline: string | null, type: CatalogType, layout: CatalogLayout, categoryIds: Array<string>, productSkus: Array<string>, limit: number, link: { label: string | null, url: string, newTab: boolean } | null };

type BlockFields_ClubHeroBlock_Fragment = { __typename: 'ClubHeroBlock', id: string, headline: string | null, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null };

type BlockFields_ClubsBlock_Fragment = { __typename: 'ClubsBlock', id: string, headline: string | null, html: string | null, limit: number };

type BlockFields_ColumnsBlock_Fragment = { __typename: 'ColumnsBlock', id: string, headline: string | null, columns: Array<{ width: ColumnWidth, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> };

type BlockFields_ContentStepperBlock_Fragment = { __typename: 'ContentStepperBlock', id: string, headline: string | null, steps: Array<{ title: string, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> };

type BlockFields_CountdownBlock_Fragment = { __typename: 'CountdownBlock', id: string, heading: string | null, salesEvent: number, hideWhenEnded: boolean };

type BlockFields_DirectLinksBlock_Fragment = { __typename: 'DirectLinksBlock', id: string, headline: string | null, links: Array<{ label: string, url: string, description: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> };

type BlockFields_DynamicFormBlock_Fragment = { __typename: 'DynamicFormBlock', id: string, headline: string | null, html: string | null, form: { id: number, title: string, submitButtonLabel: string, confirmationType: ConfirmationType, confirmationMessage: string | null, redirect: { url: string } | null, fields: Array<{ id: string, blockType: FormFieldType, name: string, label: string | null, width: number, defaultValue: string | null, required: boolean, allowedFiletypes: Array<string>, multiFileUpload: boolean, maxFileSize: number | null, maxLength: number | null, min: number | null, max: number | null, message: string | null, options: Array<{ label: string, value: string }> }> } | null };

type BlockFields_IntroBlock_Fragment = { __typename: 'IntroBlock', id: string, eyebrow: string | null, html: string | null, alignment: Alignment, introHeadline: string };

type BlockFields_LegalNoticeBlock_Fragment = { __typename: 'LegalNoticeBlock', id: string, headline: string | null, seller: { company: string, street: string, postcode: string, city: string, countryCode: string, email: string, phone: string | null, vatId: string | null, taxNumber: string | null, registerCourt: string | null, registerNumber: string | null, managingDirectors: Array<string> } | null };

type BlockFields_RichtextBlock_Fragment = { __typename: 'RichtextBlock', id: string, richtextHtml: string };

type BlockFields_SpacerBlock_Fragment = { __typename: 'SpacerBlock', id: string, backgroundColor: string | null, darkMode: boolean, padding: { mobile: SpacingSize, tablet: SpacingSize, desktop: SpacingSize } };

type BlockFields_StaticFormBlock_Fragment = { __typename: 'StaticFormBlock', id: string, formType: StaticFormType, mailingList: string, headline: string | null, html: string | null, legalBlock: string | null, successMessage: string | null };

type BlockFields_TeaserBlock_Fragment = { __typename: 'TeaserBlock', id: string, teaserLayout: TeaserLayout, items: Array<{ headline: string, subline: string | null, text: string | null, theme: Theme, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, mobileImage: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> };

type BlockFields_TextImageBlock_Fragment = { __typename: 'TextImageBlock', id: string, headline: string | null, html: string | null, imagePosition: ImagePosition, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null };

export type BlockFieldsFragment =
  | BlockFields_AccordeonBlock_Fragment
  | BlockFields_AnchorBlock_Fragment
  | BlockFields_CatalogBlock_Fragment
  | BlockFields_ClubHeroBlock_Fragment
  | BlockFields_ClubsBlock_Fragment
  | BlockFields_ColumnsBlock_Fragment
  | BlockFields_ContentStepperBlock_Fragment
  | BlockFields_CountdownBlock_Fragment
  | BlockFields_DirectLinksBlock_Fragment
  | BlockFields_DynamicFormBlock_Fragment
  | BlockFields_IntroBlock_Fragment
  | BlockFields_LegalNoticeBlock_Fragment
  | BlockFields_RichtextBlock_Fragment
  | BlockFields_SpacerBlock_Fragment
  | BlockFields_StaticFormBlock_Fragment
  | BlockFields_TeaserBlock_Fragment
  | BlockFields_TextImageBlock_Fragment
;

export type PageFieldsFragment = { id: number, title: string, url: string, headerStyle: HeaderStyle, layout: PageLayout, alternates: Array<{ locale: LocaleInputType, url: string }>, breadcrumbs: Array<{ id: string, label: string, url: string }>, meta: { title: string | null, description: string | null, robots: string | null }, blocks: Array<
    | { __typename: 'AccordeonBlock', id: string, headline: string | null, items: Array<{ id: string, title: string, html: string }> }
    | { __typename: 'AnchorBlock', id: string, anchorId: string }
    | { __typename: 'CatalogBlock', id: string, headline: string | null, type: CatalogType, layout: CatalogLayout, categoryIds: Array<string>, productSkus: Array<string>, limit: number, link: { label: string | null, url: string, newTab: boolean } | null }
    | { __typename: 'ClubHeroBlock', id: string, headline: string | null, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
    | { __typename: 'ClubsBlock', id: string, headline: string | null, html: string | null, limit: number }
    | { __typename: 'ColumnsBlock', id: string, headline: string | null, columns: Array<{ width: ColumnWidth, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
    | { __typename: 'ContentStepperBlock', id: string, headline: string | null, steps: Array<{ title: string, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
    | { __typename: 'CountdownBlock', id: string, heading: string | null, salesEvent: number, hideWhenEnded: boolean }
    | { __typename: 'DirectLinksBlock', id: string, headline: string | null, links: Array<{ label: string, url: string, description: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
    | { __typename: 'DynamicFormBlock', id: string, headline: string | null, html: string | null, form: { id: number, title: string, submitButtonLabel: string, confirmationType: ConfirmationType, confirmationMessage: string | null, redirect: { url: string } | null, fields: Array<{ id: string, blockType: FormFieldType, name: string, label: string | null, width: number, defaultValue: string | null, required: boolean, allowedFiletypes: Array<string>, multiFileUpload: boolean, maxFileSize: number | null, maxLength: number | null, min: number | null, max: number | null, message: string | null, options: Array<{ label: string, value: string }> }> } | null }
    | { __typename: 'IntroBlock', id: string, eyebrow: string | null, html: string | null, alignment: Alignment, introHeadline: string }
    | { __typename: 'LegalNoticeBlock', id: string, headline: string | null, seller: { company: string, street: string, postcode: string, city: string, countryCode: string, email: string, phone: string | null, vatId: string | null, taxNumber: string | null, registerCourt: string | null, registerNumber: string | null, managingDirectors: Array<string> } | null }
    | { __typename: 'RichtextBlock', id: string, richtextHtml: string }
    | { __typename: 'SpacerBlock', id: string, backgroundColor: string | null, darkMode: boolean, padding: { mobile: SpacingSize, tablet: SpacingSize, desktop: SpacingSize } }
    | { __typename: 'StaticFormBlock', id: string, formType: StaticFormType, mailingList: string, headline: string | null, html: string | null, legalBlock: string | null, successMessage: string | null }
    | { __typename: 'TeaserBlock', id: string, teaserLayout: TeaserLayout, items: Array<{ headline: string, subline: string | null, text: string | null, theme: Theme, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, mobileImage: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
    | { __typename: 'TextImageBlock', id: string, headline: string | null, html: string | null, imagePosition: ImagePosition, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
  > };

export type GetContentBySlugOrUrlQueryVariables = Exact<{
  url: string;
  siteCode: string;
  salesEventWhere: SalesEvent_Where;
  locale?: LocaleInputType | null | undefined;
}>;


export type GetContentBySlugOrUrlQuery = { Pages: { docs: Array<{ id: number, title: string, url: string, headerStyle: HeaderStyle, layout: PageLayout, alternates: Array<{ locale: LocaleInputType, url: string }>, breadcrumbs: Array<{ id: string, label: string, url: string }>, meta: { title: string | null, description: string | null, robots: string | null }, blocks: Array<
        | { __typename: 'AccordeonBlock', id: string, headline: string | null, items: Array<{ id: string, title: string, html: string }> }
        | { __typename: 'AnchorBlock', id: string, anchorId: string }
        | { __typename: 'CatalogBlock', id: string, headline: string | null, type: CatalogType, layout: CatalogLayout, categoryIds: Array<string>, productSkus: Array<string>, limit: number, link: { label: string | null, url: string, newTab: boolean } | null }
        | { __typename: 'ClubHeroBlock', id: string, headline: string | null, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
        | { __typename: 'ClubsBlock', id: string, headline: string | null, html: string | null, limit: number }
        | { __typename: 'ColumnsBlock', id: string, headline: string | null, columns: Array<{ width: ColumnWidth, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
        | { __typename: 'ContentStepperBlock', id: string, headline: string | null, steps: Array<{ title: string, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
        | { __typename: 'CountdownBlock', id: string, heading: string | null, salesEvent: number, hideWhenEnded: boolean }
        | { __typename: 'DirectLinksBlock', id: string, headline: string | null, links: Array<{ label: string, url: string, description: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
        | { __typename: 'DynamicFormBlock', id: string, headline: string | null, html: string | null, form: { id: number, title: string, submitButtonLabel: string, confirmationType: ConfirmationType, confirmationMessage: string | null, redirect: { url: string } | null, fields: Array<{ id: string, blockType: FormFieldType, name: string, label: string | null, width: number, defaultValue: string | null, required: boolean, allowedFiletypes: Array<string>, multiFileUpload: boolean, maxFileSize: number | null, maxLength: number | null, min: number | null, max: number | null, message: string | null, options: Array<{ label: string, value: string }> }> } | null }
        | { __typename: 'IntroBlock', id: string, eyebrow: string | null, html: string | null, alignment: Alignment, introHeadline: string }
        | { __typename: 'LegalNoticeBlock', id: string, headline: string | null, seller: { company: string, street: string, postcode: string, city: string, countryCode: string, email: string, phone: string | null, vatId: string | null, taxNumber: string | null, registerCourt: string | null, registerNumber: string | null, managingDirectors: Array<string> } | null }
        | { __typename: 'RichtextBlock', id: string, richtextHtml: string }
        | { __typename: 'SpacerBlock', id: string, backgroundColor: string | null, darkMode: boolean, padding: { mobile: SpacingSize, tablet: SpacingSize, desktop: SpacingSize } }
        | { __typename: 'StaticFormBlock', id: string, formType: StaticFormType, mailingList: string, headline: string | null, html: string | null, legalBlock: string | null, successMessage: string | null }
        | { __typename: 'TeaserBlock', id: string, teaserLayout: TeaserLayout, items: Array<{ headline: string, subline: string | null, text: string | null, theme: Theme, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, mobileImage: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
        | { __typename: 'TextImageBlock', id: string, headline: string | null, html: string | null, imagePosition: ImagePosition, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
      > }> } | null, SalesEvents: { docs: Array<{ id: number, slug: string }> } | null, PageRedirect: { url: string } | null };

export type GetPagePreviewQueryVariables = Exact<{
  token: string;
  locale?: LocaleInputType | null | undefined;
}>;


export type GetPagePreviewQuery = { PagePreview: { id: number, title: string, url: string, headerStyle: HeaderStyle, layout: PageLayout, alternates: Array<{ locale: LocaleInputType, url: string }>, breadcrumbs: Array<{ id: string, label: string, url: string }>, meta: { title: string | null, description: string | null, robots: string | null }, blocks: Array<
      | { __typename: 'AccordeonBlock', id: string, headline: string | null, items: Array<{ id: string, title: string, html: string }> }
      | { __typename: 'AnchorBlock', id: string, anchorId: string }
      | { __typename: 'CatalogBlock', id: string, headline: string | null, type: CatalogType, layout: CatalogLayout, categoryIds: Array<string>, productSkus: Array<string>, limit: number, link: { label: string | null, url: string, newTab: boolean } | null }
      | { __typename: 'ClubHeroBlock', id: string, headline: string | null, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
      | { __typename: 'ClubsBlock', id: string, headline: string | null, html: string | null, limit: number }
      | { __typename: 'ColumnsBlock', id: string, headline: string | null, columns: Array<{ width: ColumnWidth, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
      | { __typename: 'ContentStepperBlock', id: string, headline: string | null, steps: Array<{ title: string, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
      | { __typename: 'CountdownBlock', id: string, heading: string | null, salesEvent: number, hideWhenEnded: boolean }
      | { __typename: 'DirectLinksBlock', id: string, headline: string | null, links: Array<{ label: string, url: string, description: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
      | { __typename: 'DynamicFormBlock', id: string, headline: string | null, html: string | null, form: { id: number, title: string, submitButtonLabel: string, confirmationType: ConfirmationType, confirmationMessage: string | null, redirect: { url: string } | null, fields: Array<{ id: string, blockType: FormFieldType, name: string, label: string | null, width: number, defaultValue: string | null, required: boolean, allowedFiletypes: Array<string>, multiFileUpload: boolean, maxFileSize: number | null, maxLength: number | null, min: number | null, max: number | null, message: string | null, options: Array<{ label: string, value: string }> }> } | null }
      | { __typename: 'IntroBlock', id: string, eyebrow: string | null, html: string | null, alignment: Alignment, introHeadline: string }
      | { __typename: 'LegalNoticeBlock', id: string, headline: string | null, seller: { company: string, street: string, postcode: string, city: string, countryCode: string, email: string, phone: string | null, vatId: string | null, taxNumber: string | null, registerCourt: string | null, registerNumber: string | null, managingDirectors: Array<string> } | null }
      | { __typename: 'RichtextBlock', id: string, richtextHtml: string }
      | { __typename: 'SpacerBlock', id: string, backgroundColor: string | null, darkMode: boolean, padding: { mobile: SpacingSize, tablet: SpacingSize, desktop: SpacingSize } }
      | { __typename: 'StaticFormBlock', id: string, formType: StaticFormType, mailingList: string, headline: string | null, html: string | null, legalBlock: string | null, successMessage: string | null }
      | { __typename: 'TeaserBlock', id: string, teaserLayout: TeaserLayout, items: Array<{ headline: string, subline: string | null, text: string | null, theme: Theme, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, mobileImage: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
      | { __typename: 'TextImageBlock', id: string, headline: string | null, html: string | null, imagePosition: ImagePosition, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
    > } | null };

export type GetPageRedirectQueryVariables = Exact<{
  url: string;
  siteCode: string;
  locale?: LocaleInputType | null | undefined;
}>;


export type GetPageRedirectQuery = { PageRedirect: { url: string } | null };

export type GetPageQueryVariables = Exact<{
  url: string;
  siteCode: string;
  locale?: LocaleInputType | null | undefined;
}>;


export type GetPageQuery = { Pages: { docs: Array<{ id: number, title: string, url: string, headerStyle: HeaderStyle, layout: PageLayout, alternates: Array<{ locale: LocaleInputType, url: string }>, breadcrumbs: Array<{ id: string, label: string, url: string }>, meta: { title: string | null, description: string | null, robots: string | null }, blocks: Array<
        | { __typename: 'AccordeonBlock', id: string, headline: string | null, items: Array<{ id: string, title: string, html: string }> }
        | { __typename: 'AnchorBlock', id: string, anchorId: string }
        | { __typename: 'CatalogBlock', id: string, headline: string | null, type: CatalogType, layout: CatalogLayout, categoryIds: Array<string>, productSkus: Array<string>, limit: number, link: { label: string | null, url: string, newTab: boolean } | null }
        | { __typename: 'ClubHeroBlock', id: string, headline: string | null, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
        | { __typename: 'ClubsBlock', id: string, headline: string | null, html: string | null, limit: number }
        | { __typename: 'ColumnsBlock', id: string, headline: string | null, columns: Array<{ width: ColumnWidth, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
        | { __typename: 'ContentStepperBlock', id: string, headline: string | null, steps: Array<{ title: string, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
        | { __typename: 'CountdownBlock', id: string, heading: string | null, salesEvent: number, hideWhenEnded: boolean }
        | { __typename: 'DirectLinksBlock', id: string, headline: string | null, links: Array<{ label: string, url: string, description: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
        | { __typename: 'DynamicFormBlock', id: string, headline: string | null, html: string | null, form: { id: number, title: string, submitButtonLabel: string, confirmationType: ConfirmationType, confirmationMessage: string | null, redirect: { url: string } | null, fields: Array<{ id: string, blockType: FormFieldType, name: string, label: string | null, width: number, defaultValue: string | null, required: boolean, allowedFiletypes: Array<string>, multiFileUpload: boolean, maxFileSize: number | null, maxLength: number | null, min: number | null, max: number | null, message: string | null, options: Array<{ label: string, value: string }> }> } | null }
        | { __typename: 'IntroBlock', id: string, eyebrow: string | null, html: string | null, alignment: Alignment, introHeadline: string }
        | { __typename: 'LegalNoticeBlock', id: string, headline: string | null, seller: { company: string, street: string, postcode: string, city: string, countryCode: string, email: string, phone: string | null, vatId: string | null, taxNumber: string | null, registerCourt: string | null, registerNumber: string | null, managingDirectors: Array<string> } | null }
        | { __typename: 'RichtextBlock', id: string, richtextHtml: string }
        | { __typename: 'SpacerBlock', id: string, backgroundColor: string | null, darkMode: boolean, padding: { mobile: SpacingSize, tablet: SpacingSize, desktop: SpacingSize } }
        | { __typename: 'StaticFormBlock', id: string, formType: StaticFormType, mailingList: string, headline: string | null, html: string | null, legalBlock: string | null, successMessage: string | null }
        | { __typename: 'TeaserBlock', id: string, teaserLayout: TeaserLayout, items: Array<{ headline: string, subline: string | null, text: string | null, theme: Theme, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, mobileImage: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
        | { __typename: 'TextImageBlock', id: string, headline: string | null, html: string | null, imagePosition: ImagePosition, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
      > }> } | null };

export type SalesEventFieldsFragment = { id: number, title: string, slug: string, from: string, to: string, repeat: SalesEventRepeat, settings: { isPrivateSale: boolean, salesType: SalesType, categoryId: string | null, singleProductSku: string | null }, countdown: { state: CountdownState, startsAt: string | null, endsAt: string | null, serverTime: string } };

export type GetSalesEventBySlugQueryVariables = Exact<{
  where: SalesEvent_Where;
  locale?: LocaleInputType | null | undefined;
}>;


export type GetSalesEventBySlugQuery = { SalesEvents: { docs: Array<{ id: number, title: string, slug: string, from: string, to: string, repeat: SalesEventRepeat, meta: { title: string | null, description: string | null, robots: string | null }, blocks: Array<
        | { __typename: 'AccordeonBlock', id: string, headline: string | null, items: Array<{ id: string, title: string, html: string }> }
        | { __typename: 'AnchorBlock', id: string, anchorId: string }
        | { __typename: 'CatalogBlock', id: string, headline: string | null, type: CatalogType, layout: CatalogLayout, categoryIds: Array<string>, productSkus: Array<string>, limit: number, link: { label: string | null, url: string, newTab: boolean } | null }
        | { __typename: 'ClubHeroBlock', id: string, headline: string | null, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
        | { __typename: 'ClubsBlock', id: string, headline: string | null, html: string | null, limit: number }
        | { __typename: 'ColumnsBlock', id: string, headline: string | null, columns: Array<{ width: ColumnWidth, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
        | { __typename: 'ContentStepperBlock', id: string, headline: string | null, steps: Array<{ title: string, html: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
        | { __typename: 'CountdownBlock', id: string, heading: string | null, salesEvent: number, hideWhenEnded: boolean }
        | { __typename: 'DirectLinksBlock', id: string, headline: string | null, links: Array<{ label: string, url: string, description: string | null, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null }> }
        | { __typename: 'DynamicFormBlock', id: string, headline: string | null, html: string | null, form: { id: number, title: string, submitButtonLabel: string, confirmationType: ConfirmationType, confirmationMessage: string | null, redirect: { url: string } | null, fields: Array<{ id: string, blockType: FormFieldType, name: string, label: string | null, width: number, defaultValue: string | null, required: boolean, allowedFiletypes: Array<string>, multiFileUpload: boolean, maxFileSize: number | null, maxLength: number | null, min: number | null, max: number | null, message: string | null, options: Array<{ label: string, value: string }> }> } | null }
        | { __typename: 'IntroBlock', id: string, eyebrow: string | null, html: string | null, alignment: Alignment, introHeadline: string }
        | { __typename: 'LegalNoticeBlock', id: string, headline: string | null, seller: { company: string, street: string, postcode: string, city: string, countryCode: string, email: string, phone: string | null, vatId: string | null, taxNumber: string | null, registerCourt: string | null, registerNumber: string | null, managingDirectors: Array<string> } | null }
        | { __typename: 'RichtextBlock', id: string, richtextHtml: string }
        | { __typename: 'SpacerBlock', id: string, backgroundColor: string | null, darkMode: boolean, padding: { mobile: SpacingSize, tablet: SpacingSize, desktop: SpacingSize } }
        | { __typename: 'StaticFormBlock', id: string, formType: StaticFormType, mailingList: string, headline: string | null, html: string | null, legalBlock: string | null, successMessage: string | null }
        | { __typename: 'TeaserBlock', id: string, teaserLayout: TeaserLayout, items: Array<{ headline: string, subline: string | null, text: string | null, theme: Theme, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, mobileImage: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }> }
        | { __typename: 'TextImageBlock', id: string, headline: string | null, html: string | null, imagePosition: ImagePosition, image: { url: string, alt: string | null, width: number | null, height: number | null, sizes: { small: { url: string }, large: { url: string }, xlarge: { url: string } } | null } | null, link: { label: string | null, url: string, newTab: boolean } | null }
      >, settings: { isPrivateSale: boolean, salesType: SalesType, categoryId: string | null, singleProductSku: string | null }, countdown: { state: CountdownState, startsAt: string | null, endsAt: string | null, serverTime: string } }> } | null };

export type GetSalesEventCountdownQueryVariables = Exact<{
  id: number;
  locale?: LocaleInputType | null | undefined;
}>;


export type GetSalesEventCountdownQuery = { SalesEvents: { docs: Array<{ id: number, title: string, slug: string, from: string, to: string, repeat: SalesEventRepeat, settings: { isPrivateSale: boolean, salesType: SalesType, categoryId: string | null, singleProductSku: string | null }, countdown: { state: CountdownState, startsAt: string | null, endsAt: string | null, serverTime: string } }> } | null };

export type CreateFormSubmissionMutationVariables = Exact<{
  data: MutationFormSubmissionInput;
}>;


export type CreateFormSubmissionMutation = { createFormSubmission: { id: number } };

export type NavigationItemFieldsFragment = { id: string, label: string, url: string };

export type SiteLinkFieldsFragment = { label: string | null, url: string, newTab: boolean };

export type GetSiteQueryVariables = Exact<{
  baseUrl: string;
  siteCode: string;
  locale?: LocaleInputType | null | undefined;
}>;


export type GetSiteQuery = { Sites: { totalDocs: number, docs: Array<{ id: number, code: string, baseUrl: string, maintenanceNotice: string | null, name: string | null, defaultLocale: string, logo: { url: string, alt: string | null, width: number | null, height: number | null } | null, navigationGroup: { position: string, headerPosition: string }, headerGroup: { entries: Array<
          | { __typename: 'ActionNavigation', id: string, actionNavigationItems: Array<{ id: string, label: string, url: string, icon: string }> }
          | { __typename: 'Announcement', id: string, background: string, copy: string, shippingPromise: boolean, link: { label: string | null, url: string, newTab: boolean } | null }
          | { __typename: 'MainNavigation', id: string, mainNavigationItems: Array<{ id: string, label: string, url: string, children: Array<{ id: string, label: string, url: string, children: Array<{ id: string, label: string, url: string, children: Array<{ id: string, label: string, url: string }> }> }> }> }
        > }, footerGroup: { blocks: Array<
          | { __typename: 'FooterIcons', id: string, title: string | null, items: Array<{ icon: string, label: string, url: string | null }> }
          | { __typename: 'FooterLinkList', id: string, links: Array<{ label: string | null, url: string, newTab: boolean }> }
          | { __typename: 'FooterMultiColumns', id: string, columns: Array<{ title: string, links: Array<{ label: string | null, url: string, newTab: boolean }> }> }
        > }, tracking: { googleAnalyticsId: string | null, clarityId: string | null } }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ClubSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClubSummaryFields on Club {
  id
  name
  listName
  slug
  skuPrefix
  bannerColor
  bannerLayout
  shopRootCategoryId
  logo {
    url
    alt
    width
    height
  }
}
    `, {"fragmentName":"ClubSummaryFields"}) as unknown as TypedDocumentString<ClubSummaryFieldsFragment, unknown>;
export const MetaFieldsFragmentDoc = new TypedDocumentString(`
    fragment MetaFields on Meta {
  title
  description
  robots
}
    `, {"fragmentName":"MetaFields"}) as unknown as TypedDocumentString<MetaFieldsFragment, unknown>;
export const MediaFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"MediaFields"}) as unknown as TypedDocumentString<MediaFieldsFragment, unknown>;
export const LinkFieldsFragmentDoc = new TypedDocumentString(`
    fragment LinkFields on Link {
  label
  url
  newTab
}
    `, {"fragmentName":"LinkFields"}) as unknown as TypedDocumentString<LinkFieldsFragment, unknown>;
export const TeaserBlockFieldsFragmentDoc = new TypedDocumentString(`
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
fragment LinkFields on Link {
  label
  url
  newTab
}`, {"fragmentName":"TeaserBlockFields"}) as unknown as TypedDocumentString<TeaserBlockFieldsFragment, unknown>;
export const IntroBlockFieldsFragmentDoc = new TypedDocumentString(`
    fragment IntroBlockFields on IntroBlock {
  id
  eyebrow
  introHeadline: headline
  html
  alignment
}
    `, {"fragmentName":"IntroBlockFields"}) as unknown as TypedDocumentString<IntroBlockFieldsFragment, unknown>;
export const AccordeonBlockFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccordeonBlockFields on AccordeonBlock {
  id
  headline
  items {
    id
    title
    html
  }
}
    `, {"fragmentName":"AccordeonBlockFields"}) as unknown as TypedDocumentString<AccordeonBlockFieldsFragment, unknown>;
export const ColumnsBlockFieldsFragmentDoc = new TypedDocumentString(`
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
fragment LinkFields on Link {
  label
  url
  newTab
}`, {"fragmentName":"ColumnsBlockFields"}) as unknown as TypedDocumentString<ColumnsBlockFieldsFragment, unknown>;
export const RichtextBlockFieldsFragmentDoc = new TypedDocumentString(`
    fragment RichtextBlockFields on RichtextBlock {
  id
  richtextHtml: html
}
    `, {"fragmentName":"RichtextBlockFields"}) as unknown as TypedDocumentString<RichtextBlockFieldsFragment, unknown>;
export const DirectLinksBlockFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"DirectLinksBlockFields"}) as unknown as TypedDocumentString<DirectLinksBlockFieldsFragment, unknown>;
export const TextImageBlockFieldsFragmentDoc = new TypedDocumentString(`
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
fragment LinkFields on Link {
  label
  url
  newTab
}`, {"fragmentName":"TextImageBlockFields"}) as unknown as TypedDocumentString<TextImageBlockFieldsFragment, unknown>;
export const CatalogBlockFieldsFragmentDoc = new TypedDocumentString(`
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
    fragment LinkFields on Link {
  label
  url
  newTab
}`, {"fragmentName":"CatalogBlockFields"}) as unknown as TypedDocumentString<CatalogBlockFieldsFragment, unknown>;
export const StaticFormBlockFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaticFormBlockFields on StaticFormBlock {
  id
  formType
  mailingList
  headline
  html
  legalBlock
  successMessage
}
    `, {"fragmentName":"StaticFormBlockFields"}) as unknown as TypedDocumentString<StaticFormBlockFieldsFragment, unknown>;
export const DynamicFormFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"DynamicFormFields"}) as unknown as TypedDocumentString<DynamicFormFieldsFragment, unknown>;
export const DynamicFormBlockFieldsFragmentDoc = new TypedDocumentString(`
    fragment DynamicFormBlockFields on DynamicFormBlock {
  id
  headline
  html
  form {
    ...DynamicFormFields
  }
}
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
}`, {"fragmentName":"DynamicFormBlockFields"}) as unknown as TypedDocumentString<DynamicFormBlockFieldsFragment, unknown>;
export const SpacerBlockFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"SpacerBlockFields"}) as unknown as TypedDocumentString<SpacerBlockFieldsFragment, unknown>;
export const AnchorBlockFieldsFragmentDoc = new TypedDocumentString(`
    fragment AnchorBlockFields on AnchorBlock {
  id
  anchorId
}
    `, {"fragmentName":"AnchorBlockFields"}) as unknown as TypedDocumentString<AnchorBlockFieldsFragment, unknown>;
export const ClubsBlockFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClubsBlockFields on ClubsBlock {
  id
  headline
  html
  limit
}
    `, {"fragmentName":"ClubsBlockFields"}) as unknown as TypedDocumentString<ClubsBlockFieldsFragment, unknown>;
export const ClubHeroBlockFieldsFragmentDoc = new TypedDocumentString(`
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
fragment LinkFields on Link {
  label
  url
  newTab
}`, {"fragmentName":"ClubHeroBlockFields"}) as unknown as TypedDocumentString<ClubHeroBlockFieldsFragment, unknown>;
export const ContentStepperBlockFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"ContentStepperBlockFields"}) as unknown as TypedDocumentString<ContentStepperBlockFieldsFragment, unknown>;
export const LegalNoticeBlockFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"LegalNoticeBlockFields"}) as unknown as TypedDocumentString<LegalNoticeBlockFieldsFragment, unknown>;
export const CountdownBlockFieldsFragmentDoc = new TypedDocumentString(`
    fragment CountdownBlockFields on CountdownBlock {
  id
  heading
  salesEvent
  hideWhenEnded
}
    `, {"fragmentName":"CountdownBlockFields"}) as unknown as TypedDocumentString<CountdownBlockFieldsFragment, unknown>;
export const BlockFieldsFragmentDoc = new TypedDocumentString(`
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
fragment LinkFields on Link {
  label
  url
  newTab
}
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
fragment IntroBlockFields on IntroBlock {
  id
  eyebrow
  introHeadline: headline
  html
  alignment
}
fragment AccordeonBlockFields on AccordeonBlock {
  id
  headline
  items {
    id
    title
    html
  }
}
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
fragment RichtextBlockFields on RichtextBlock {
  id
  richtextHtml: html
}
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
fragment StaticFormBlockFields on StaticFormBlock {
  id
  formType
  mailingList
  headline
  html
  legalBlock
  successMessage
}
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
fragment DynamicFormBlockFields on DynamicFormBlock {
  id
  headline
  html
  form {
    ...DynamicFormFields
  }
}
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
fragment AnchorBlockFields on AnchorBlock {
  id
  anchorId
}
fragment ClubsBlockFields on ClubsBlock {
  id
  headline
  html
  limit
}
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
fragment CountdownBlockFields on CountdownBlock {
  id
  heading
  salesEvent
  hideWhenEnded
}
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
}`, {"fragmentName":"BlockFields"}) as unknown as TypedDocumentString<BlockFieldsFragment, unknown>;
export const PageFieldsFragmentDoc = new TypedDocumentString(`
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
fragment LinkFields on Link {
  label
  url
  newTab
}
fragment MetaFields on Meta {
  title
  description
  robots
}
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
fragment IntroBlockFields on IntroBlock {
  id
  eyebrow
  introHeadline: headline
  html
  alignment
}
fragment AccordeonBlockFields on AccordeonBlock {
  id
  headline
  items {
    id
    title
    html
  }
}
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
fragment RichtextBlockFields on RichtextBlock {
  id
  richtextHtml: html
}
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
fragment StaticFormBlockFields on StaticFormBlock {
  id
  formType
  mailingList
  headline
  html
  legalBlock
  successMessage
}
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
fragment DynamicFormBlockFields on DynamicFormBlock {
  id
  headline
  html
  form {
    ...DynamicFormFields
  }
}
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
fragment AnchorBlockFields on AnchorBlock {
  id
  anchorId
}
fragment ClubsBlockFields on ClubsBlock {
  id
  headline
  html
  limit
}
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
fragment CountdownBlockFields on CountdownBlock {
  id
  heading
  salesEvent
  hideWhenEnded
}
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
}`, {"fragmentName":"PageFields"}) as unknown as TypedDocumentString<PageFieldsFragment, unknown>;
export const SalesEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment SalesEventFields on SalesEvent {
  id
  title
  slug
  from
  to
  repeat
  settings {
    isPrivateSale
    salesType
    categoryId
    singleProductSku
  }
  countdown {
    state
    startsAt
    endsAt
    serverTime
  }
}
    `, {"fragmentName":"SalesEventFields"}) as unknown as TypedDocumentString<SalesEventFieldsFragment, unknown>;
export const NavigationItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment NavigationItemFields on NavigationItem {
  id
  label
  url
}
    `, {"fragmentName":"NavigationItemFields"}) as unknown as TypedDocumentString<NavigationItemFieldsFragment, unknown>;
export const SiteLinkFieldsFragmentDoc = new TypedDocumentString(`
    fragment SiteLinkFields on Link {
  label
  url
  newTab
}
    `, {"fragmentName":"SiteLinkFields"}) as unknown as TypedDocumentString<SiteLinkFieldsFragment, unknown>;
export const GetClubDocument = new TypedDocumentString(`
    query GetClub($slug: String!, $locale: LocaleInputType) {
  Clubs(
    where: {slug: {equals: $slug}}
    limit: 1
    locale: $locale
    fallbackLocale: de
  ) {
    docs {
      ...ClubSummaryFields
      status
      visibility
      contact {
        name
        email
        phone
        address
      }
      meta {
        title
        description
        robots
      }
      blocks {
        ...BlockFields
      }
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  name
  listName
  slug
  skuPrefix
  bannerColor
  bannerLayout
  shopRootCategoryId
  logo {
    url
    alt
    width
    height
  }
}
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
fragment LinkFields on Link {
  label
  url
  newTab
}
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
fragment IntroBlockFields on IntroBlock {
  id
  eyebrow
  introHeadline: headline
  html
  alignment
}
fragment AccordeonBlockFields on AccordeonBlock {
  id
  headline
  items {
    id
    title
    html
  }
}
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
fragment RichtextBlockFields on RichtextBlock {
  id
  richtextHtml: html
}
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
fragment StaticFormBlockFields on StaticFormBlock {
  id
  formType
  mailingList
  headline
  html
  legalBlock
  successMessage
}
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
fragment DynamicFormBlockFields on DynamicFormBlock {
  id
  headline
  html
  form {
    ...DynamicFormFields
  }
}
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
fragment AnchorBlockFields on AnchorBlock {
  id
  anchorId
}
fragment ClubsBlockFields on ClubsBlock {
  id
  headline
  html
  limit
}
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
fragment CountdownBlockFields on CountdownBlock {
  id
  heading
  salesEvent
  hideWhenEnded
}
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
}`) as unknown as TypedDocumentString<GetClubQuery, GetClubQueryVariables>;
export const GetVisibleClubsDocument = new TypedDocumentString(`
    query GetVisibleClubs($limit: Int, $locale: LocaleInputType) {
  Clubs(
    where: {status: {equals: enabled}, visibility: {not_equals: private}}
    limit: $limit
    locale: $locale
    fallbackLocale: de
  ) {
    totalDocs
    docs {
      ...ClubSummaryFields
    }
  }
}
    fragment ClubSummaryFields on Club {
  id
  name
  listName
  slug
  skuPrefix
  bannerColor
  bannerLayout
  shopRootCategoryId
  logo {
    url
    alt
    width
    height
  }
}`) as unknown as TypedDocumentString<GetVisibleClubsQuery, GetVisibleClubsQueryVariables>;
export const GetContentBySlugOrUrlDocument = new TypedDocumentString(`
    query GetContentBySlugOrUrl($url: String!, $siteCode: String!, $salesEventWhere: SalesEvent_where!, $locale: LocaleInputType) {
  Pages(
    where: {url: {equals: $url}, siteCode: {equals: $siteCode}}
    limit: 1
    locale: $locale
    fallbackLocale: de
  ) {
    docs {
      ...PageFields
    }
  }
  SalesEvents(
    where: $salesEventWhere
    limit: 1
    locale: $locale
    fallbackLocale: de
  ) {
    docs {
      id
      slug
    }
  }
  PageRedirect(site: $siteCode, url: $url, locale: $locale) {
    url
  }
}
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
fragment LinkFields on Link {
  label
  url
  newTab
}
fragment MetaFields on Meta {
  title
  description
  robots
}
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
fragment IntroBlockFields on IntroBlock {
  id
  eyebrow
  introHeadline: headline
  html
  alignment
}
fragment AccordeonBlockFields on AccordeonBlock {
  id
  headline
  items {
    id
    title
    html
  }
}
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
fragment RichtextBlockFields on RichtextBlock {
  id
  richtextHtml: html
}
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
fragment StaticFormBlockFields on StaticFormBlock {
  id
  formType
  mailingList
  headline
  html
  legalBlock
  successMessage
}
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
fragment DynamicFormBlockFields on DynamicFormBlock {
  id
  headline
  html
  form {
    ...DynamicFormFields
  }
}
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
fragment AnchorBlockFields on AnchorBlock {
  id
  anchorId
}
fragment ClubsBlockFields on ClubsBlock {
  id
  headline
  html
  limit
}
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
fragment CountdownBlockFields on CountdownBlock {
  id
  heading
  salesEvent
  hideWhenEnded
}
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
}`) as unknown as TypedDocumentString<GetContentBySlugOrUrlQuery, GetContentBySlugOrUrlQueryVariables>;
export const GetPagePreviewDocument = new TypedDocumentString(`
    query GetPagePreview($token: String!, $locale: LocaleInputType) {
  PagePreview(token: $token, locale: $locale, fallbackLocale: de) {
    ...PageFields
  }
}
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
fragment LinkFields on Link {
  label
  url
  newTab
}
fragment MetaFields on Meta {
  title
  description
  robots
}
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
fragment IntroBlockFields on IntroBlock {
  id
  eyebrow
  introHeadline: headline
  html
  alignment
}
fragment AccordeonBlockFields on AccordeonBlock {
  id
  headline
  items {
    id
    title
    html
  }
}
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
fragment RichtextBlockFields on RichtextBlock {
  id
  richtextHtml: html
}
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
fragment StaticFormBlockFields on StaticFormBlock {
  id
  formType
  mailingList
  headline
  html
  legalBlock
  successMessage
}
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
fragment DynamicFormBlockFields on DynamicFormBlock {
  id
  headline
  html
  form {
    ...DynamicFormFields
  }
}
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
fragment AnchorBlockFields on AnchorBlock {
  id
  anchorId
}
fragment ClubsBlockFields on ClubsBlock {
  id
  headline
  html
  limit
}
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
fragment CountdownBlockFields on CountdownBlock {
  id
  heading
  salesEvent
  hideWhenEnded
}
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
}`) as unknown as TypedDocumentString<GetPagePreviewQuery, GetPagePreviewQueryVariables>;
export const GetPageRedirectDocument = new TypedDocumentString(`
    query GetPageRedirect($url: String!, $siteCode: String!, $locale: LocaleInputType) {
  PageRedirect(site: $siteCode, url: $url, locale: $locale) {
    url
  }
}
    `) as unknown as TypedDocumentString<GetPageRedirectQuery, GetPageRedirectQueryVariables>;
export const GetPageDocument = new TypedDocumentString(`
    query GetPage($url: String!, $siteCode: String!, $locale: LocaleInputType) {
  Pages(
    where: {url: {equals: $url}, siteCode: {equals: $siteCode}}
    limit: 1
    locale: $locale
    fallbackLocale: de
  ) {
    docs {
      ...PageFields
    }
  }
}
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
fragment LinkFields on Link {
  label
  url
  newTab
}
fragment MetaFields on Meta {
  title
  description
  robots
}
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
fragment IntroBlockFields on IntroBlock {
  id
  eyebrow
  introHeadline: headline
  html
  alignment
}
fragment AccordeonBlockFields on AccordeonBlock {
  id
  headline
  items {
    id
    title
    html
  }
}
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
fragment RichtextBlockFields on RichtextBlock {
  id
  richtextHtml: html
}
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
fragment StaticFormBlockFields on StaticFormBlock {
  id
  formType
  mailingList
  headline
  html
  legalBlock
  successMessage
}
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
fragment DynamicFormBlockFields on DynamicFormBlock {
  id
  headline
  html
  form {
    ...DynamicFormFields
  }
}
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
fragment AnchorBlockFields on AnchorBlock {
  id
  anchorId
}
fragment ClubsBlockFields on ClubsBlock {
  id
  headline
  html
  limit
}
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
fragment CountdownBlockFields on CountdownBlock {
  id
  heading
  salesEvent
  hideWhenEnded
}
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
}`) as unknown as TypedDocumentString<GetPageQuery, GetPageQueryVariables>;
export const GetSalesEventBySlugDocument = new TypedDocumentString(`
    query GetSalesEventBySlug($where: SalesEvent_where!, $locale: LocaleInputType) {
  SalesEvents(where: $where, limit: 1, locale: $locale, fallbackLocale: de) {
    docs {
      ...SalesEventFields
      meta {
        title
        description
        robots
      }
      blocks {
        ...BlockFields
      }
    }
  }
}
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
fragment LinkFields on Link {
  label
  url
  newTab
}
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
fragment IntroBlockFields on IntroBlock {
  id
  eyebrow
  introHeadline: headline
  html
  alignment
}
fragment AccordeonBlockFields on AccordeonBlock {
  id
  headline
  items {
    id
    title
    html
  }
}
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
fragment RichtextBlockFields on RichtextBlock {
  id
  richtextHtml: html
}
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
fragment StaticFormBlockFields on StaticFormBlock {
  id
  formType
  mailingList
  headline
  html
  legalBlock
  successMessage
}
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
fragment DynamicFormBlockFields on DynamicFormBlock {
  id
  headline
  html
  form {
    ...DynamicFormFields
  }
}
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
fragment AnchorBlockFields on AnchorBlock {
  id
  anchorId
}
fragment ClubsBlockFields on ClubsBlock {
  id
  headline
  html
  limit
}
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
fragment CountdownBlockFields on CountdownBlock {
  id
  heading
  salesEvent
  hideWhenEnded
}
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
fragment SalesEventFields on SalesEvent {
  id
  title
  slug
  from
  to
  repeat
  settings {
    isPrivateSale
    salesType
    categoryId
    singleProductSku
  }
  countdown {
    state
    startsAt
    endsAt
    serverTime
  }
}`) as unknown as TypedDocumentString<GetSalesEventBySlugQuery, GetSalesEventBySlugQueryVariables>;
export const GetSalesEventCountdownDocument = new TypedDocumentString(`
    query GetSalesEventCountdown($id: Int!, $locale: LocaleInputType) {
  SalesEvents(
    where: {id: {equals: $id}}
    limit: 1
    locale: $locale
    fallbackLocale: de
  ) {
    docs {
      ...SalesEventFields
    }
  }
}
    fragment SalesEventFields on SalesEvent {
  id
  title
  slug
  from
  to
  repeat
  settings {
    isPrivateSale
    salesType
    categoryId
    singleProductSku
  }
  countdown {
    state
    startsAt
    endsAt
    serverTime
  }
}`) as unknown as TypedDocumentString<GetSalesEventCountdownQuery, GetSalesEventCountdownQueryVariables>;
export const CreateFormSubmissionDocument = new TypedDocumentString(`
    mutation CreateFormSubmission($data: mutationFormSubmissionInput!) {
  createFormSubmission(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateFormSubmissionMutation, CreateFormSubmissionMutationVariables>;
export const GetSiteDocument = new TypedDocumentString(`
    query GetSite($baseUrl: String!, $siteCode: String!, $locale: LocaleInputType) {
  Sites(
    where: {OR: [{baseUrl: {equals: $baseUrl}}, {code: {equals: $siteCode}}]}
    limit: 2
    locale: $locale
    fallbackLocale: de
  ) {
    totalDocs
    docs {
      id
      code
      baseUrl
      logo {
        url
        alt
        width
        height
      }
      navigationGroup {
        position
        headerPosition
      }
      headerGroup {
        entries {
          __typename
          ... on Announcement {
            id
            background
            copy
            shippingPromise
            link {
              ...SiteLinkFields
            }
          }
          ... on MainNavigation {
            id
            mainNavigationItems {
              ...NavigationItemFields
              children {
                ...NavigationItemFields
                children {
                  ...NavigationItemFields
                  children {
                    ...NavigationItemFields
                  }
                }
              }
            }
          }
          ... on ActionNavigation {
            id
            actionNavigationItems {
              id
              label
              url
              icon
            }
          }
        }
      }
      footerGroup {
        blocks {
          __typename
          ... on FooterMultiColumns {
            id
            columns {
              title
              links {
                ...SiteLinkFields
              }
            }
          }
          ... on FooterIcons {
            id
            title
            items {
              icon
              label
              url
            }
          }
          ... on FooterLinkList {
            id
            links {
              ...SiteLinkFields
            }
          }
        }
      }
      tracking {
        googleAnalyticsId
        clarityId
      }
      maintenanceNotice
      name
      defaultLocale
    }
  }
}
    fragment NavigationItemFields on NavigationItem {
  id
  label
  url
}
fragment SiteLinkFields on Link {
  label
  url
  newTab
}`) as unknown as TypedDocumentString<GetSiteQuery, GetSiteQueryVariables>;