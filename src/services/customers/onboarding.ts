// Placeholder, replaced by the onboarding implementation (issue 14 §1).
import type { Knex } from 'knex';
import type { Actor } from '../../core/actor.js';
export class OnboardingService {
  constructor(private readonly db: Knex, private readonly deps: unknown) {}
  async startDefault(_trx: Knex, _actor: Actor, _customerId: string): Promise<void> {}
  async stepCompleted(_trx: Knex, _actor: Actor, _step: unknown): Promise<void> {}
  async completedByTemplate(_trx: Knex, _actor: Actor, _customerId: string): Promise<void> {}
}
