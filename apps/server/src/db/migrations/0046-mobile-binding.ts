import { sql, type Kysely } from 'kysely';

/**
 * Binding a mobile number after registration (decision 0051): when a number was last checked by an SMS
 * code (null: on file but never checked, as a registration without SMS verification stores it), and the
 * two new purposes of an SMS code: `bind` (the new number) and `current` (the number on file, before it
 * changes). Numbers on file before this migration counted as verified; they keep counting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `ALTER TABLE customer ADD COLUMN mobile_verified_at timestamptz`,
    `UPDATE customer SET mobile_verified_at = created_at WHERE mobile_num IS NOT NULL`,
    `ALTER TABLE sms_code DROP CONSTRAINT sms_code_purpose_check`,
    `ALTER TABLE sms_code ADD CONSTRAINT sms_code_purpose_check
       CHECK (purpose IN ('register', 'login', 'reset', 'bind', 'current'))`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
