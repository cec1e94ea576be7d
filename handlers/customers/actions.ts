import { action, link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import { customerMachine } from '../../src/core/machines/customer.js';
import type { Customer } from '../../src/services/customers/index.js';
import { COMPLETABLE, type OnboardingView } from '../../src/services/customers/onboarding.js';
import type { CustomerReview } from '../../src/services/customers/reviews.js';

/**
 * Valid next operations from a customer (spec 2 §4.1, §4.11): its lifecycle moves as updateCustomer with the
 * status in the body, then its reads (contacts, opportunities, feed, ARR points, insights, commitments).
 *
 * Moves to churned and lost are not offered: they need a reason only the caller can give, and an action must
 * succeed as offered (a placeholder reason would be recorded as an insight). Such moves remain possible through
 * updateCustomer with status and reason; the allowed ones are listed in a 409's error.data.allowed.
 */
export const customerActions = (c: Customer): Action[] => [
  link('self', 'getCustomer', { id: c.ref }),
  ...customerMachine
    .allowed(c.status)
    .filter((s) => !customerMachine.requires[s])
    .map((status) => action('updateCustomer', { id: c.ref }, { status })),
  link('contacts', 'listCustomerContacts', { id: c.ref }),
  link('opportunities', 'listCustomerOpportunities', { id: c.ref }),
  link('updates', 'listCustomerUpdates', { id: c.ref }),
  link('arr', 'listCustomerArrPoints', { id: c.ref }),
  withQuery(link('insights', 'listInsights'), { customerId: c.ref }),
  withQuery(link('commitments', 'listCustomerCommitments'), { customerId: c.ref }),
  link('onboarding', 'getCustomerOnboarding', { id: c.ref }),
  link('reviews', 'listCustomerReviews', { id: c.ref }),
];

/**
 * From a customer's onboarding: advancing its active milestone while it runs, and completing it while
 * the customer is prospect, onboarding or pilot (complete needs no running onboarding). Starting is not offered: it
 * may need a templateId only the caller can choose (without an org default it is a 404).
 */
export const onboardingActions = (v: OnboardingView): Action[] => {
  const active = v.onboarding.status === 'running' ? v.onboarding.milestones.find((m) => m.status === 'active') : undefined;
  return [
    link('self', 'getCustomerOnboarding', { id: v.customer.ref }),
    link('customer', 'getCustomer', { id: v.customer.ref }),
    ...(active ? [action('advanceCustomerOnboarding', { id: v.customer.ref }, { stepInstanceId: active.stepInstanceId })] : []),
    ...(COMPLETABLE.includes(v.customer.status) ? [action('completeCustomerOnboarding', { id: v.customer.ref }, {})] : []),
  ];
};

/** From a review: itself, the customer's reviews and the customer. */
export const reviewActions = (customerId: string, r?: CustomerReview): Action[] => [
  ...(r ? [link('self', 'getCustomerReview', { id: customerId, reviewId: r.id })] : []),
  link('reviews', 'listCustomerReviews', { id: customerId }),
  link('customer', 'getCustomer', { id: customerId }),
];

/** From a customer's sub-resource (contact, link, note, ARR point): the customer and the list it belongs to. */
export const subActions = (
  customerId: string,
  list: 'listCustomerContacts' | 'listCustomerOpportunities' | 'listCustomerUpdates' | 'listCustomerArrPoints',
  rel: string,
): Action[] => [link('customer', 'getCustomer', { id: customerId }), link(rel, list, { id: customerId })];
