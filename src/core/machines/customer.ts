/**
 * Customer status (spec 1 §3.2). "Any customer | update to churned or lost | reason required": every status moves to
 * churned and to lost (churned ↔ lost included), with `reason`. The moves the spec leaves open are today's: prospect,
 * onboarding and pilot move between themselves and to live; churned and lost are won back as prospect. A live,
 * churned or lost customer does not move to onboarding by update (its onboarding is over, or it must be won back
 * first; POST /customers/{id}/onboarding refuses them too). Moved by updateCustomer.
 */
import type { components } from '../../generated/api.js';
import { machine } from './machine.js';

export type CustomerStatus = components['schemas']['Customer']['status'];

export const customerMachine = machine<CustomerStatus>(
  'customer',
  {
    prospect: ['onboarding', 'pilot', 'live', 'churned', 'lost'],
    onboarding: ['pilot', 'live', 'churned', 'lost'],
    pilot: ['onboarding', 'live', 'churned', 'lost'],
    live: ['churned', 'lost'],
    churned: ['prospect', 'lost'],
    lost: ['prospect', 'churned'],
  },
  { requires: { churned: 'reason', lost: 'reason' }, via: { '*': 'updateCustomer' } },
);
