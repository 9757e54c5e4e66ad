// The demo catalogue as the journeys look up its products.
import type { Language } from './browser';
import { commerce } from './content';

/** A variant's value as the product page's radios name it. */
export interface VariantChoice {
  code: string;
  label: string;
}

export interface DemoProduct {
  sku: string;
  path: string;
  name: string;
  /** For a configurable product: a variant with at least the stock asked for, as the radios name its values. */
  variant: { sku: string; choices: VariantChoice[] } | null;
}

/**
 * A product of the demo catalogue by SKU, in a language; a configurable
 * one with a variant that has at least minStock in stock, or an error.
 */
export async function demoProduct(lang: Language, sku: string, minStock = 10): Promise<DemoProduct> {
  const data = await commerce<{
    products: {
      items: {
        sku: string;
        name: string;
        url_key: string;
        url_suffix: string | null;
        configurable_options?: { attribute_code: string; values: { value_index: number; label: string }[] }[];
        variants?: { attributes: { code: string; value_index: number }[]; product: { sku: string; stock_status: string; bms_stock_qty: number | null } }[];
      }[];
    };
  }>(
    lang,
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }, pageSize: 1) { items { sku name url_key url_suffix
      ... on ConfigurableProduct { configurable_options { attribute_code values { value_index label } }
        variants { attributes { code value_index } product { sku stock_status bms_stock_qty } } } } } }`,
    { sku },
  );
  const item = data.products.items[0];
  if (!item) throw new Error(`no product ${sku}`);
  const variant = item.variants?.find((v) => v.product.stock_status === 'IN_STOCK' && (v.product.bms_stock_qty ?? 0) >= minStock);
  if (item.variants?.length && !variant) throw new Error(`no variant of ${sku} with ${minStock} in stock`);
  return {
    sku: item.sku,
    path: `/${lang}/${item.url_key}${item.url_suffix ?? ''}`,
    name: item.name,
    variant: variant
      ? {
          sku: variant.product.sku,
          choices: variant.attributes.map((a) => ({
            code: a.code,
            label: item.configurable_options?.find((o) => o.attribute_code === a.code)?.values.find((v) => v.value_index === a.value_index)?.label ?? '',
          })),
        }
      : null,
  };
}
