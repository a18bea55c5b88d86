-- Cashier invitations by link (issue 36 part 1): a business owner invites a cashier by e-mail or
-- phone through the same invitation links as sellers (/app/seller-invitation/<token>, the
-- /seller-invitations/{token} routes, with `role` cashier). The token is stored hashed and expires;
-- whoever accepts it signed in becomes an active cashier of the business under the rules of
-- POST /business/cashiers (plan limit, one business per cashier). A cashier row needs its person
-- (cashiers.id is their profile), so the invitation waits here until then.
CREATE TABLE cashier_invitations (
  id            text PRIMARY KEY,
  business_id   text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  status        text NOT NULL CHECK (status IN ('invited', 'accepted', 'declined', 'removed')),
  invite_email  text NOT NULL DEFAULT '' CHECK (invite_email = lower(invite_email)),
  invite_phone  text NOT NULL DEFAULT '',
  name          text NOT NULL DEFAULT '',
  token_hash    text NOT NULL UNIQUE,
  expires_at    timestamptz NOT NULL,
  user_id       text REFERENCES profiles (id) ON DELETE SET NULL,  -- who accepted it
  invited_by    text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  CHECK (invite_email <> '' OR invite_phone <> ''),
  CHECK (status <> 'accepted' OR user_id IS NOT NULL)
);
CREATE INDEX cashier_invitations_business_idx ON cashier_invitations (business_id, status, created_at);
