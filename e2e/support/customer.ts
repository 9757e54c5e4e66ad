// What the customer area's journeys share: each journey makes its own
// account through the commerce API and signs the browser in through the
// REST call, as a storefront does, so journeys running side by side never
// share a customer.
import { randomBytes } from 'node:crypto';
import type { APIResponse, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, type Language } from './browser';
import { commerce, mailText, pathOf, poll, run } from './content';

/** A customer of one journey. */
export interface TestCustomer {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** A password the rules take (SPEC.md section 5: 8 characters, 3 of 4 classes). */
export const journeyPassword = 'Galopp-2026';

/** A fresh address per journey, short enough for `paddock mail`'s list. */
export const customerAddress = (who: string) => `${who}-${run}${randomBytes(2).toString('hex')}@example.org`;

/**
 * Headers of a request the browser's own page would send: the shop's
 * origin (the server refuses cookie-carrying changes from another site,
 * and a sign-in from one), JSON, and the Store header of the language.
 */
function sameOrigin(lang: Language): Record<string, string> {
  return { Origin: baseURL(), 'Content-Type': 'application/json', Store: `shop_${lang}` };
}

async function json<T>(res: APIResponse): Promise<T> {
  const body = (await res.json()) as T;
  return body;
}

/**
 * A GraphQL call of the commerce API with the page's cookies (its browser
 * context's session), as the storefront sends it; GraphQL errors fail the
 * journey.
 */
export async function commerceAsPage<T>(page: Page, lang: Language, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { headers: sameOrigin(lang), data: { query, variables } });
  const body = await json<{ data: T; errors?: { message: string }[] }>(res);
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** Makes an account of its own for a journey (createCustomerV2), in its language. */
export async function registerCustomer(page: Page, lang: Language, who: string, names: Partial<TestCustomer> = {}): Promise<TestCustomer> {
  const customer: TestCustomer = {
    email: customerAddress(who),
    password: journeyPassword,
    firstname: names.firstname ?? 'Lena',
    lastname: names.lastname ?? 'Huber',
  };
  const data = await commerceAsPage<{ createCustomerV2: { customer: { email: string } } }>(
    page,
    lang,
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { firstname: customer.firstname, lastname: customer.lastname, email: customer.email, password: customer.password } },
  );
  expect(data.createCustomerV2.customer.email).toBe(customer.email);
  return customer;
}

/**
 * POST /api/auth/sign-in with the page's request context, which shares the
 * browser context's cookies: a 200 sets the HttpOnly session cookie for
 * the pages that follow. Answers the response for journeys that expect a
 * refusal.
 */
export function signInRequest(page: Page, lang: Language, email: string, password: string): Promise<APIResponse> {
  return page.request.post('/api/auth/sign-in', { headers: sameOrigin(lang), data: { email, password } });
}

/** Signs the browser in as the customer; fails the journey unless the server takes it. */
export async function signIn(page: Page, lang: Language, customer: Pick<TestCustomer, 'email' | 'password'>): Promise<void> {
  const res = await signInRequest(page, lang, customer.email, customer.password);
  expect(res.status(), await res.text()).toBe(200);
  const body = await json<{ user?: { email: string } }>(res);
  expect(body.user?.email).toBe(customer.email);
}

/** What the server holds of the signed-in customer, read with the page's session. */
export async function customerAsServerHasIt(page: Page, lang: Language) {
  const data = await commerceAsPage<{
    customer: {
      firstname: string;
      lastname: string;
      email: string;
      date_of_birth: string | null;
      is_subscribed: boolean;
      addresses: { id: number; city: string; country_code: string; default_billing: boolean; default_shipping: boolean; region: { region: string | null } | null }[];
    };
  }>(
    page,
    lang,
    `{ customer { firstname lastname email date_of_birth is_subscribed
        addresses { id city country_code default_billing default_shipping region { region } } } }`,
  );
  return data.customer;
}

/**
 * Sends a cart what the checkout's address and shipping steps send: the
 * shipping address, billing the same, and the first available shipping
 * method.
 */
export async function shipCart(page: Page, lang: Language, cartId: string, address: { country_code: string }): Promise<void> {
  const shipping = await commerceAsPage<{
    setShippingAddressesOnCart: { cart: { shipping_addresses: { available_shipping_methods: { carrier_code: string; method_code: string | null; available: boolean }[] }[] } };
  }>(
    page,
    lang,
    `mutation ($id: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) {
        cart { shipping_addresses { available_shipping_methods { carrier_code method_code available } } } } }`,
    { id: cartId, address },
  );
  const method = shipping.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods.find((m) => m.available);
  if (!method?.method_code) throw new Error(`no shipping method to ${address.country_code}`);
  await commerceAsPage(
    page,
    lang,
    `mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
    { id: cartId },
  );
  await commerceAsPage(
    page,
    lang,
    `mutation ($id: String!, $carrier: String!, $method: String!) {
      setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { id } } }`,
    { id: cartId, carrier: method.carrier_code, method: method.method_code },
  );
}

/** An item as addProductsToCart takes it. */
export interface CartItemInput {
  sku: string;
  parent_sku?: string;
  quantity: number;
  entered_options?: { uid: string; value: string }[];
}

/** A product of the demo catalogue as the cart takes it: a variant well in stock, and the uid of a text option. */
export async function orderable(
  lang: Language,
  sku: string,
): Promise<{ item: (quantity: number) => CartItemInput; textOption: { uid: string; title: string } | null; name: string }> {
  const data = await commerce<{
    products: {
      items: {
        sku: string;
        name: string;
        options?: { title: string; value?: { uid: string } | null }[] | null;
        variants?: { product: { sku: string; stock_status: string; bms_stock_qty: number | null } }[];
      }[];
    };
  }>(
    lang,
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }, pageSize: 1) { items { sku name
      ... on CustomizableProductInterface { options { title ... on CustomizableFieldOption { value { uid } } } }
      ... on ConfigurableProduct { variants { product { sku stock_status bms_stock_qty } } } } } }`,
    { sku },
  );
  const product = data.products.items[0];
  if (!product) throw new Error(`no product ${sku}`);
  // The variant with the most in stock: journeys side by side take some of it.
  const variant = product.variants
    ?.filter((v) => v.product.stock_status === 'IN_STOCK' && (v.product.bms_stock_qty ?? 0) >= 5)
    .sort((a, b) => (b.product.bms_stock_qty ?? 0) - (a.product.bms_stock_qty ?? 0))[0];
  if (product.variants?.length && !variant) throw new Error(`no variant of ${sku} well in stock`);
  const field = product.options?.find((o) => o.value?.uid);
  return {
    name: product.name,
    item: (quantity) => (variant ? { sku: variant.product.sku, parent_sku: product.sku, quantity } : { sku: product.sku, quantity }),
    textOption: field?.value ? { uid: field.value.uid, title: field.title } : null,
  };
}

/**
 * How a journey's order is paid: bank transfer in advance (nothing to pay
 * now), or the shop's test payment, paid on the test provider's page.
 */
export type JourneyPayment = 'banktransfer' | 'paddock_test';

/**
 * Places the signed-in customer's cart with these items as the checkout
 * sends it: shipping to the address (the first available method), billing
 * the same, the payment method (bank transfer in advance unless told);
 * answers the order's number. With the test payment it pays on the test
 * provider's page and answers once the browser is back in the shop's
 * checkout (the shop takes the payment from there).
 */
export async function placeOrder(
  page: Page,
  lang: Language,
  items: CartItemInput[],
  address: { country_code: string },
  { payment = 'banktransfer' }: { payment?: JourneyPayment } = {},
): Promise<string> {
  const { customerCart } = await commerceAsPage<{ customerCart: { id: string } }>(page, lang, '{ customerCart { id } }');
  const cartId = customerCart.id;
  const added = await commerceAsPage<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    page,
    lang,
    `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id: cartId, items },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  await shipCart(page, lang, cartId, address);
  await commerceAsPage(
    page,
    lang,
    `mutation ($id: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { selected_payment_method { code } } } }`,
    { id: cartId, code: payment },
  );
  const placed = await commerceAsPage<{
    placeOrder: { orderV2: { number: string } | null; order: { mollie_redirect_url: string | null } | null; errors: { message: string; code: string }[] };
  }>(
    page,
    lang,
    `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } order { mollie_redirect_url } errors { message code } } }`,
    { id: cartId },
  );
  expect(placed.placeOrder.errors).toEqual([]);
  const number = placed.placeOrder.orderV2?.number;
  if (!number) throw new Error('no order placed');
  if (payment === 'paddock_test') {
    const redirect = placed.placeOrder.order?.mollie_redirect_url;
    if (!redirect) throw new Error('no test payment to pay');
    await page.goto(redirect);
    await page.getByRole('radio', { name: mailText(lang, 'payment.status.paid'), exact: true }).check();
    await page.getByRole('button', { name: mailText(lang, 'payment.test.page.submit') }).click();
    await poll(() => pathOf(page)).toMatch(new RegExp(`^/${lang}/checkout/`));
  }
  return number;
}

/** A stable in Germany, where the journeys' orders go: returns are only for orders delivered there (SPEC.md section 9). */
export const stableInGermany = {
  firstname: 'Lena',
  lastname: 'Huber',
  street: ['Am Deich 4'],
  postcode: '29223',
  city: 'Celle',
  country_code: 'DE',
  telephone: '+49 5141 123456',
};
