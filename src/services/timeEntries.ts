/** Time entries and their costs (issue 15 §3; spec 2 §4.16). Placeholder: being written. */
import type { Knex } from 'knex';

export class TimeEntryService {
  constructor(private readonly db: Knex) {}
}
