-- Automatic renewal (issue 38): at the end of an auto-renewing term the job runner prepares the
-- renewal (a pending subscription that names the one it renews) and gives the subscriber a grace
-- period to pay it before the plan falls back to Gratis.
ALTER TABLE user_subscriptions ADD COLUMN grace_until timestamptz;
ALTER TABLE user_subscriptions ADD COLUMN renewal_of text REFERENCES user_subscriptions (id) ON DELETE SET NULL;
CREATE INDEX user_subscriptions_renewal_of_idx ON user_subscriptions (renewal_of) WHERE renewal_of IS NOT NULL;
