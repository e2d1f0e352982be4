import type { Plan } from "@sat/core";

/**
 * What the pricing page does after a student presses 'Get PRO' on a plan.
 *
 * Today the only way to upgrade is a PRO code, so the only method is `codeCheckout` and its only
 * step is 'enter-code': the page moves focus to its 'Have a PRO code?' form.
 *
 * Where a payment provider plugs in:
 *  1. add its step to `CheckoutStep`, e.g. `{ kind: "redirect"; url: string }` for a hosted
 *     payment page, or `{ kind: "activated"; token: string; proTill: string }` for an embedded
 *     widget that completes in place;
 *  2. write a `CheckoutMethod` whose `start(plan)` asks the server to open a payment for `plan.id`
 *     (a new entry in packages/core/src/contract.ts, e.g. POST /api/plan/checkout) and answers
 *     that step;
 *  3. return it from `checkoutMethodFor` (per plan or currency if codes stay for some plans), and
 *     handle the new step in the pricing page's switch (the exhaustiveness lint points to it).
 * When the server confirms the payment it answers a fresh session token, exactly as a redeemed
 * code does, and `activatePro` (activate-pro.ts) finishes both paths the same way.
 */
export type CheckoutStep = { kind: "enter-code" };

export interface CheckoutMethod {
  start: (plan: Plan) => Promise<CheckoutStep>;
}

/** Upgrading with a PRO code typed on the pricing page. */
export const codeCheckout: CheckoutMethod = {
  start: () => Promise.resolve({ kind: "enter-code" }),
};

const checkoutMethodFor = (_plan: Plan): CheckoutMethod => codeCheckout;

export const startCheckout = (plan: Plan): Promise<CheckoutStep> => checkoutMethodFor(plan).start(plan);
