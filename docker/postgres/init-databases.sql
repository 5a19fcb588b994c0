-- Runs once, when the PostgreSQL volume is first initialised (docker-entrypoint-initdb.d), as the
-- POSTGRES_USER superuser: one database per service (architecture section 6: no service reads
-- another's data). Each service applies its own migrations at start; jobs-service creates the
-- pg_trgm extension, which PostgreSQL ships in contrib.
CREATE DATABASE hirewise_auth;
CREATE DATABASE hirewise_jobs;
CREATE DATABASE hirewise_applications;
CREATE DATABASE hirewise_media;
CREATE DATABASE hirewise_ai;
CREATE DATABASE hirewise_notifications;
