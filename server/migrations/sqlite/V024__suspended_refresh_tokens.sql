-- Moderation follow-up (issue 37 part 4): a suspension ends the user's sessions, and with them their
-- refresh tokens. So that the device of a suspended user is told why ('user_banned', not
-- 'refresh_token_not_found'), the hashes of the tokens still active when the sessions ended are
-- kept here while the suspension lasts (reinstating the user deletes them). A token found here only
-- ever answers the error: it gives no session. ended_at is when the suspension began.
CREATE TABLE suspended_refresh_tokens (
  token_hash  TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ended_at    TEXT NOT NULL CHECK (ended_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
CREATE INDEX suspended_refresh_tokens_user_idx ON suspended_refresh_tokens (user_id);
