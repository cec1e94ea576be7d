// Placeholder, replaced by its implementation (issue 14).
import type { Knex } from 'knex';
export class IntakeService {
  constructor(private readonly db: Knex, private readonly deps?: unknown) {}
}
