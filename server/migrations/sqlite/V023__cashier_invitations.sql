-- Cashier invitations by link (issue 36 part 1): a business owner invites a cashier by e-mail or
-- phone through the same invitation links as sellers (/app/seller-invitation/<token>, the
-- /seller-invitations/{token} routes, with `role` cashier). The token is stored hashed and expires;
-- whoever accepts it signed in becomes an active cashier of the business under the rules of
-- POST /business/cashiers (plan limit, one business per cashier). A cashier row needs its person
-- (cashiers.id is their profile), so the invitation waits here until then.
CREATE TABLE cashier_invitations (
  id            TEXT PRIMARY KEY,
  business_id   TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  status        TEXT NOT NULL CHECK (status IN ('invited', 'accepted', 'declined', 'removed')),
  invite_email  TEXT NOT NULL DEFAULT '' CHECK (invite_email NOT GLOB '*[A-Z]*'),
  invite_phone  TEXT NOT NULL DEFAULT '',
  name          TEXT NOT NULL DEFAULT '',
  token_hash    TEXT NOT NULL UNIQUE,
  expires_at    TEXT NOT NULL CHECK (expires_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  user_id       TEXT REFERENCES profiles (id) ON DELETE SET NULL,  -- who accepted it
  invited_by    TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at    TEXT NOT NULL CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  updated_at    TEXT NOT NULL CHECK (updated_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  CHECK (invite_email <> '' OR invite_phone <> ''),
  CHECK (status <> 'accepted' OR user_id IS NOT NULL)
) STRICT;
CREATE INDEX cashier_invitations_business_idx ON cashier_invitations (business_id, status, created_at);
