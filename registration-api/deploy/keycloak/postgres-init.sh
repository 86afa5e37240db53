#!/bin/sh
# Keycloak's own role and database on the compose file's PostgreSQL (run once, on an empty data volume, by
# the postgres image's /docker-entrypoint-initdb.d). The password goes in as a psql variable, never as SQL.
set -eu
psql -v ON_ERROR_STOP=1 -v password="$KEYCLOAK_DB_PASSWORD" --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
CREATE ROLE keycloak LOGIN PASSWORD :'password';
CREATE DATABASE keycloak OWNER keycloak;
SQL
