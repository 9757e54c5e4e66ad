import { lazyBlock, type BlockComponents } from '@/features/content/components/block-renderer'
import { AnchorBlock } from '@/features/content/components/blocks/anchor-block'
import { ColumnsBlock } from '@/features/content/components/blocks/columns-block'
import { ContentStepperBlock } from '@/features/content/components/blocks/content-stepper-block'
import { DirectLinksBlock } from '@/features/content/components/blocks/direct-links-block'
import { IntroBlock } from '@/features/content/components/blocks/intro-block'
import { LegalNoticeBlock } from '@/features/content/components/blocks/legal-notice-block'
import { RichtextBlock } from '@/features/content/components/blocks/richtext-block'
import { SpacerBlock } from '@/features/content/components/blocks/spacer-block'
import { TeaserBlock } from '@/features/content/components/blocks/teaser-block'
import { TextImageBlock } from '@/features/content/components/blocks/text-image-block'

/**
 * The component of every block type of the content system (SPEC.md
 * section 3). Plain blocks come with the page; those that need react-aria,
 * the forms, the catalogue's product cards or the clubs load in their own
 * chunks, which the page loaders fetch together with the page
 * (preloadBlocks).
 */
export const blockComponents: BlockComponents = {
  TeaserBlock,
  IntroBlock,
  AccordeonBlock: lazyBlock(() =>
    import('@/features/content/components/blocks/accordeon-block').then(
      ({ AccordeonBlock }) => AccordeonBlock,
    ),
  ),
  ColumnsBlock,
  RichtextBlock,
  DirectLinksBlock,
  TextImageBlock,
  CatalogBlock: lazyBlock(() =>
    import('./catalog-block').then(({ CatalogBlockWithProducts }) => CatalogBlockWithProducts),
  ),
  StaticFormBlock: lazyBlock(() =>
    import('./newsletter-block').then(({ StaticFormBlock }) => StaticFormBlock),
  ),
  DynamicFormBlock: lazyBlock(() =>
    import('./form-blocks').then(({ DynamicFormBlockWithForm }) => DynamicFormBlockWithForm),
  ),
  SpacerBlock,
  AnchorBlock,
  ClubsBlock: lazyBlock(() =>
    import('@/features/clubs/components/clubs-block').then(({ ClubsBlock }) => ClubsBlock),
  ),
  ClubHeroBlock: lazyBlock(() =>
    import('@/features/clubs/components/club-hero').then(({ ClubHeroBlock }) => ClubHeroBlock),
  ),
  ContentStepperBlock,
  LegalNoticeBlock,
  CountdownBlock: lazyBlock(() =>
    import('./countdown-block').then(({ CountdownBlockWithEvent }) => CountdownBlockWithEvent),
  ),
}
