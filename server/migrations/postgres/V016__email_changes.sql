-- E-mail changes waiting for the new address to confirm (issue 37 part 3): PUT /auth/v1/user with a
-- new email mails a one-time link to it (token stored hashed); following it within 24 h makes the
-- change. One pending change per user (a new request replaces it); gone with the user.
CREATE TABLE email_changes (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email   text NOT NULL CHECK (new_email <> '' AND new_email = lower(new_email)),
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX email_changes_user_idx ON email_changes (user_id);
