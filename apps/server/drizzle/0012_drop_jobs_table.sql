-- Background jobs move to pg-boss, whose schema (pgboss) src/db/job-queue.ts installs before these
-- migrations run. Jobs still pending here are carried over with the attempts they have left, into
-- the queues the server creates (src/plugins/jobs.ts: each queue with '<queue>.dead-letter'), so an
-- invoice marked uploading keeps its upload job and an unsent email its email job.
SELECT pgboss.create_queue(queue || '.dead-letter', '{"policy": "standard"}'::jsonb)
FROM (SELECT DISTINCT queue FROM "jobs" WHERE completed_at IS NULL) pending;--> statement-breakpoint
SELECT pgboss.create_queue(queue, jsonb_build_object(
  'policy', 'standard', 'retryLimit', 4, 'retryDelay', 2, 'retryBackoff', true,
  'retryDelayMax', 300, 'deadLetter', queue || '.dead-letter'))
FROM (SELECT DISTINCT queue FROM "jobs" WHERE completed_at IS NULL) pending;--> statement-breakpoint
INSERT INTO pgboss.job (name, data, start_after, retry_limit, retry_delay, retry_backoff,
  retry_delay_max, dead_letter, policy)
SELECT queue, payload || jsonb_build_object('agencyId', agency_id), run_at,
  greatest(max_attempts - attempts - 1, 0), 2, true, 300, queue || '.dead-letter', 'standard'
FROM "jobs" WHERE completed_at IS NULL;--> statement-breakpoint
DROP TABLE "jobs" CASCADE;
