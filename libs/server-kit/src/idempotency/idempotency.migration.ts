/**
 * The table of idempotent calls (idempotent-calls.ts), one per service database, created after the
 * service's own migrations like the outbox (events/outbox.migration.ts): idempotent, catalog
 * checks first, no DDL when there is nothing to do.
 */
export const IDEMPOTENCY_MIGRATION = `
DO $idempotency$
BEGIN
  IF to_regclass('idempotent_calls') IS NULL THEN
    CREATE TABLE "idempotent_calls" (
      "key" text PRIMARY KEY NOT NULL,
      "fingerprint" text NOT NULL,
      "state" text NOT NULL,
      "answer" jsonb,
      "lease_until" timestamp with time zone NOT NULL,
      "created_at" timestamp with time zone DEFAULT now() NOT NULL
    );
  END IF;
  IF to_regclass('idempotent_calls_created_idx') IS NULL THEN
    CREATE INDEX "idempotent_calls_created_idx" ON "idempotent_calls" USING btree ("created_at");
  END IF;
END
$idempotency$;
`;
