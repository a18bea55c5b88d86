-- E-mail changes waiting for the new address to confirm (issue 37 part 3): PUT /auth/v1/user with a
-- new email mails a one-time link to it (token stored hashed); following it within 24 h makes the
-- change. One pending change per user (a new request replaces it); gone with the user.
CREATE TABLE email_changes (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email   TEXT NOT NULL CHECK (new_email <> '' AND new_email NOT GLOB '*[A-Z]*'),
  token_hash  TEXT NOT NULL UNIQUE,
  created_at  TEXT NOT NULL CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  used_at     TEXT CHECK (used_at IS NULL OR used_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
CREATE INDEX email_changes_user_idx ON email_changes (user_id);
