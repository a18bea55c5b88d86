/**
 * Generated from api/openapi.yaml by openapi-typescript: do not edit. Regenerate with
 * `npm run gen:api` (web/scripts/api-schema.mjs).
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description Liveness plus a `SELECT 1` on the database. Needs no authentication. Other methods on this
         *     path get `405 method_not_allowed` with `Allow: GET`.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This contract
         * @description The text of `api/openapi.yaml` embedded in the server at build time (`Cache-Control: no-cache`).
         */
        get: operations["getOpenApiContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's own profile */
        get: operations["getMyProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the own profile
         * @description Changes `name`, `phone` and `bio`. Values are trimmed. A field that is absent or `null` is left
         *     unchanged; `""` clears `phone` or `bio` (they become `null`). Every other field is ignored
         *     (email is changed through `/auth/v1/user`; `type`, `rating`, `is_verified`,
         *     `membership_active`, `is_super_admin` are never client-settable).
         */
        patch: operations["updateMyProfile"];
        trace?: never;
    };
    "/profiles/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload or replace the own avatar
         * @description The request body is the image file itself (`fetch(url, {method: 'PUT', body: file})`). The type
         *     is decided by the content (magic bytes and structure), not by `Content-Type`: JPEG, PNG or WebP,
         *     at most 5 MB. It is stored in the public bucket `avatars` at `{userId}/avatar.{ext}` (`ext` is
         *     `jpg`, `png` or `webp`; an earlier avatar with another extension is removed) and the profile's
         *     `avatar_url` becomes `/storage/v1/object/public/avatars/{userId}/avatar.{ext}?v={version}`,
         *     where `version` changes with the content. What is stored is the picture decoded and encoded
         *     again from its pixels (orientation applied, longest side at most 1024 px, no metadata such as
         *     EXIF/GPS, nothing appended to the file kept); a file that cannot be decoded completely, or
         *     over 50 megapixels, is 415. A 128 px square WebP copy is stored at
         *     `{userId}/avatar-128.webp` (smaller when the picture is) and is `avatar_thumb_url`.
         */
        put: operations["uploadMyAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the own data as JSON
         * @description Everything stored about the caller, as one JSON document served as a download
         *     (`Content-Disposition: attachment`): the account (e-mail and dates), the profile, the tickets
         *     bought, the raffles created, the payment reports of those tickets, plan payments, payment
         *     methods, notifications and the bank statement movements imported for the caller's accounts with
         *     the reports they paid. Never a password hash, a token, or another user's contact data.
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the own account
         * @description Confirmed with the account's password (`422 validation_failed` with `details.password` when
         *     missing or wrong). With raffles still open (`active`, or `waiting` for the draw) or unpaid
         *     (`pending`) tickets it is `409 account_not_settled`, and `details` lists them
         *     (`open_raffles`, `unpaid_tickets`). Otherwise the account is removed: every session ends,
         *     the profile and personal data are erased, the user's stored files are deleted, and the
         *     tickets keep only the buyer's masked name (no draw, seal or receipt changes). A profile that
         *     completed raffles or plan payments still name is kept as an anonymous "Cuenta eliminada"
         *     nobody can sign in to.
         */
        delete: operations["deleteMyAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public profile
         * @description Anyone may read the public fields of a profile (never email or phone).
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public profiles by ids, or a name search
         * @description Exactly one mode per call (if both are given, `ids` wins):
         *     - `ids=a,b,c` — the public profiles with those ids, ordered by name. Entries that are not UUIDs
         *       are skipped, duplicates count once, unknown ids are simply absent; more than 100 distinct ids
         *       is `400`.
         *     - `search=text` — profiles whose name contains the text, accent- and case-insensitive ("jose"
         *       finds "José"), ordered by name, at most `limit` (default 10, clamped to 1…100). Blank text
         *       returns an empty list.
         *
         *     Not paged: `count` is the length of `data`. Needs no authentication.
         */
        get: operations["listProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own active payment methods
         * @description Active (not deleted) methods of the signed-in user, newest first. Not paged.
         */
        get: operations["listMyPaymentMethods"];
        put?: never;
        /**
         * Add a payment method
         * @description `details` is checked against `type` (see `PaymentMethodDetails`); string values are trimmed
         *     and keys the type does not define are dropped. `is_default: true` makes it the only default
         *     (the previous default is cleared in the same transaction).
         */
        post: operations["createPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-methods/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear the default payment method
         * @description Leaves the user with no default method. Succeeds also when there was none.
         */
        delete: operations["clearDefaultPaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an own payment method (soft)
         * @description Sets `is_active` and `is_default` to false; the method disappears from every list. The last active method of a creator with raffles on sale or waiting for their draw stays: `409 last_payment_method` (their buyers pay into it; a raffle is published only with one).
         */
        delete: operations["deletePaymentMethod"];
        options?: never;
        head?: never;
        /**
         * Change an own payment method
         * @description Any of `type`, `name`, `details`. Changing `type` re-checks `details` against the new type (the
         *     `details` sent, or `{}` when none is sent, which fails for types with required keys). Other
         *     fields, including `is_default` (use `PUT /payment-methods/{id}/default`), are ignored. Another
         *     user's method, a deleted one, or a non-UUID id is `404`.
         */
        patch: operations["updatePaymentMethod"];
        trace?: never;
    };
    "/payment-methods/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Make an own payment method the default
         * @description Clears any other default of the user first (at most one default per user). Idempotent.
         */
        put: operations["setDefaultPaymentMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * How to pay a raffle's creator
         * @description The active payment methods of the raffle's creator, default first, then newest first. Not paged. A blocked raffle (taken down, or its organiser suspended) answers `410 raffle_unavailable` as `GET /raffles/{id}` does, to anyone but its creator and the super admin.
         */
        get: operations["listRafflePaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active subscription plans
         * @description The active plans, by price ascending (then `sort_order`). Not paged. Needs no authentication.
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{id_or_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One plan by id or by name
         * @description Looks a plan up by its id, its slug (`gratis`, `basico`, `pro`, `negocio`) or its name (accent- and case-insensitive, "basico" finds "Básico"). Needs no authentication.
         */
        get: operations["getPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's current plan
         * @description The plan of the user's current subscription (the latest active one), or the free plan (`Gratis`) with `subscription: null` when there is none.
         */
        get: operations["getMyPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the current plan allows
         * @description `can_create_public_raffle` / `can_create_private_raffle` come from the current plan's flags
         *     (`can_create_public`, `can_create_private`) and its `max_active_raffles` not yet reached
         *     (`active_raffles`, the caller's `active` and `waiting` raffles, below `max_active_raffles`;
         *     null: unlimited), so the create page can say the limit is reached before anything is filled;
         *     `has_admin_panel_access` is true exactly when `GET /business/me` lets the caller in: an
         *     active business membership (`type: business`, `membership_active: true`), an active cashier
         *     of such a business, or a super admin.
         */
        get: operations["getMyPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own subscriptions
         * @description Every subscription of the signed-in user (any status), newest first, with the plan joined.
         */
        get: operations["listMySubscriptions"];
        put?: never;
        /**
         * Subscribe to a plan
         * @description Creates a `pending` subscription with a one-month term (`end_date` = `start_date` + 1 month),
         *     `auto_renew: true` unless sent false, and `next_payment_date` = `end_date`. It becomes `active`
         *     when its payment is approved (see mobile payments); the term then runs from the approval. An
         *     earlier `pending` subscription of the caller without a payment under review is cancelled (one
         *     pending subscription at a time); with one under review the answer is `409`. A free plan needs
         *     no subscription (`409 plan_free`). The error messages of §5 are the spec's verbatim.
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current subscription
         * @description The latest `active` subscription of the signed-in user whose term is running (`start_date` <= now < `end_date`), with the plan joined.
         */
        get: operations["getCurrentSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Toggle auto-renew or change the payment method
         * @description Only `auto_renew` and `payment_method_id` (an own active method, or `null` to unset) can change. Other fields are ignored.
         */
        patch: operations["updateSubscription"];
        trace?: never;
    };
    "/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an own subscription
         * @description Sets `status: cancelled` and `auto_renew: false`. When the plan gave the back-office
         *     (`has_admin_panel`), the profile's `membership_active` turns off (unless another current
         *     subscription still gives it). Cancelling an already cancelled or expired subscription is
         *     `409`, and so is cancelling a pending one whose payment is under review.
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Payments of an own subscription
         * @description Newest first.
         */
        get: operations["listSubscriptionPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mobile-payment-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where to send a subscription payment
         * @description The active payment configuration entries (the platform's accounts), ordered by `payment_method`. Not paged.
         */
        get: operations["listMobilePaymentConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform's Bs-per-USD rate for subscription payments
         * @description The rate the super admin set (and when), used to show a plan's price in bolívares. `exchange_rate` is null until one is set.
         */
        get: operations["getExchangeRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/payment-screenshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a payment screenshot
         * @description The request body is the image itself; JPEG, PNG or WebP decided by the content, at most 5 MB.
         *     Stored in the private bucket `verification-documents` at
         *     `{userId}/payment-screenshots/{timestamp}.{ext}` (never overwritten). The answer gives the
         *     `path` to send as `screenshot_path` with a subscription mobile payment or a ticket payment,
         *     and a short-lived signed `url` to preview it. The image is decoded and re-encoded from its
         *     pixels (metadata such as a GPS position is dropped; a file that is not a complete image is
         *     refused with 415); the SHA-256 of the bytes sent and a perceptual hash of the picture are kept
         *     for duplicate-proof detection.
         *
         *     With `ticket_id` (the report form, its correction and a part payment send it; a subscription's
         *     mobile payment does not) the upload is for that ticket: it must be the caller's own (else
         *     `404`), and its raffle must not be taken down or its organiser suspended (else the report's
         *     `410 raffle_unavailable`, with the same message and `details`). Both are checked before
         *     anything is stored: a refused upload leaves no file and nothing for the proof reader.
         */
        post: operations["uploadPaymentScreenshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/payment-screenshots/reading": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the proof reader read in an own uploaded screenshot
         * @description Every stored payment screenshot is read by OCR (Tesseract) off the request path, a moment
         *     after its upload: reference, amount and currency, date, time, origin and destination bank
         *     (four-digit code), phones and cédula, each with the text it was read from and a confidence
         *     (0–1). The report form proposes them for the buyer to confirm or correct. `status` is
         *     `pending` until a reader takes it, `reading` while it reads, then `read` or `failed`; poll
         *     until it is `read` or `failed`. The reading is information, never a decision: it verifies
         *     or rejects nothing. Only the uploader sees it; any other path answers 404.
         */
        get: operations["getPaymentScreenshotReading"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription-mobile-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own subscription mobile payments
         * @description Newest first (the payment history screen).
         */
        get: operations["listMySubscriptionMobilePayments"];
        put?: never;
        /**
         * Report a mobile payment for a subscription
         * @description For an own `pending` subscription. The user is the caller and `amount` is the plan's price
         *     (both set by the server). `screenshot_path` must be a path returned by
         *     `POST /uploads/payment-screenshots` for the same user. The payment waits `pending` for a
         *     super admin's review; one pending payment per subscription at a time.
         */
        post: operations["createSubscriptionMobilePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mobile-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subscription mobile payments to review
         * @description Super admin only. Oldest first for `pending`, newest first otherwise; with the payer and plan joined.
         */
        get: operations["adminListMobilePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mobile-payments/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a subscription mobile payment
         * @description Super admin only; the payment must be `pending`. In one transaction: the payment becomes
         *     `approved` (records `admin_id`, `admin_notes`, `reviewed_at`), a `completed`
         *     subscription payment is recorded, the subscription becomes `active` with `last_payment_date`
         *     set, and — when the plan has `has_admin_panel` — the profile becomes `type: business`,
         *     `membership_active: true`. The term (one month) runs from now, or, when the payer already has
         *     an active subscription to the same plan, from that one's end (a renewal extends the term); an
         *     active subscription to another plan is replaced (`cancelled`). The payer gets a
         *     `verification_approved` notification. Recorded in the audit log.
         */
        post: operations["adminApproveMobilePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mobile-payments/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a subscription mobile payment
         * @description Super admin only; the payment must be `pending`. `notes` is required here (trimmed, 1 to 500
         *     characters; missing or blank → 422 `notes` 'Escribe el motivo del rechazo', longer → 'Las notas
         *     no pueden superar 500 caracteres'): the payer reads it. The payment becomes `rejected` with the
         *     notes; the subscription stays `pending` (the payer may report again). The payer gets a
         *     `verification_rejected` notification. Recorded in the audit log.
         */
        post: operations["adminRejectMobilePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mobile-payment-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All mobile payment configuration entries
         * @description Super admin only; active and inactive entries, ordered by `payment_method`. Not paged.
         */
        get: operations["adminListMobilePaymentConfig"];
        put?: never;
        /**
         * Add a mobile payment configuration entry
         * @description Super admin only. Texts are trimmed; a blank one is stored as null. Recorded in the audit log.
         *     422 `details`: `payment_method` ('Este campo es obligatorio', 'Tipo de método inválido:
         *     pago_movil, transferencia, zelle o efectivo'), `bank` ('El banco no puede superar 80
         *     caracteres'), `phone` ('El teléfono no puede superar 20 caracteres'), `id_number` ('La cédula o
         *     RIF no puede superar 20 caracteres'), `holder` ('El titular no puede superar 80 caracteres'),
         *     `instructions` ('Las instrucciones no pueden superar 1000 caracteres').
         */
        post: operations["adminCreateMobilePaymentConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mobile-payment-config/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a mobile payment configuration entry
         * @description Super admin only. Absent fields are unchanged; `null` (or a blank text) clears an optional text field. The same 422 messages as on creation. Recorded in the audit log with the entry before and after.
         */
        patch: operations["adminUpdateMobilePaymentConfig"];
        trace?: never;
    };
    "/admin/exchange-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the platform's Bs-per-USD rate
         * @description Super admin only. At most two decimals; `exchange_rate_at` becomes now. Recorded in the audit log. 422 `details.exchange_rate`: 'La tasa debe ser mayor que 0 y de hasta 100.000.000 Bs por dólar, con hasta dos decimales'.
         */
        put: operations["adminSetExchangeRate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The super administrator's figures
         * @description Super admin only. Users, raffles, tickets sold and money (today, last 7 and last 30 days; a
         *     day is a UTC calendar day, "today" from 00:00 UTC), active subscriptions per plan, pending
         *     approvals, and one row per day of the last 30 days for the chart. Money is in US dollars:
         *     `amount_sold` is the price of the tickets sold (not cancelled), `amount_reported` what buyers
         *     reported paying (ticket payment reports, at their stored rate for bolívares), and
         *     `subscription_revenue` the approved subscription payments.
         */
        get: operations["adminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every plan, active or not, with its subscribers
         * @description Super admin only. Ordered by `sort_order`, then price.
         */
        get: operations["adminListPlans"];
        put?: never;
        /**
         * Add a plan
         * @description Super admin only. `name` is unique (accents and case ignored); the slug is derived from it
         *     (lower case, accents removed, words joined by `-`). Recorded in the audit log. 422 `details`
         *     (also for `PATCH /admin/plans/{id}`): `name` ('El nombre debe tener entre 2 y 40 caracteres'),
         *     `description` ('La descripción no puede superar 500 caracteres'), `price` ('El precio debe ser
         *     de 0 a 100.000 USD, con hasta dos decimales'), `max_active_raffles` / `max_cashiers` ('Debe ser
         *     un número entero de 0 a 100000, o null para ilimitado' / '… de 0 a 10000 …'),
         *     `max_tickets_per_raffle` ('La cantidad de números debe ser 100, 1000 o 10000'), `sort_order`
         *     ('El orden debe ser un número entero de 0 a 10000'); a required field missing: 'Este campo es
         *     obligatorio'.
         */
        post: operations["adminCreatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a plan nobody ever subscribed to
         * @description Super admin only. A plan with any subscription (any status) is in use and cannot be deleted (deactivate it instead); the free plan cannot be deleted. Recorded in the audit log.
         */
        delete: operations["adminDeletePlan"];
        options?: never;
        head?: never;
        /**
         * Change a plan's price, limits or active flag
         * @description Super admin only. Absent fields are unchanged. A new price applies to subscriptions created
         *     from now on (a reported payment keeps the amount it was reported for). The free plan
         *     (`gratis`) stays active and free: `409 plan_required`. Recorded in the audit log.
         */
        patch: operations["adminUpdatePlan"];
        trace?: never;
    };
    "/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who changed what, newest first
         * @description Super admin only. Every approval, rejection and configuration change (payment accounts, rate, plans), with its actor and time.
         */
        get: operations["adminListAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look users up by name, e-mail, phone or cédula
         * @description Super admin only. `q` matches the name (accent- and case-insensitive), a part of the e-mail,
         *     the end of the phone's digits ('0414-123.45.67', '+58 414 1234567' alike) or the digits of a
         *     cédula or RIF in the user's payment methods ('V-18.456.789' and '18456789' alike). Without
         *     `q`, every user. Newest first, 20 a page by default.
         */
        get: operations["adminFindUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend a user (an organiser)
         * @description Super admin only. The user's sessions end (their tokens stop working), sign-in answers
         *     `user_banned` and so does the refresh of a session the suspension ended (403, the auth
         *     error shape; until reinstatement), their raffles leave every list and take no purchase, buyers with live tickets in
         *     their open raffles get `organiser_suspended` (also e-mailed), the user is e-mailed the reason,
         *     and the audit log records `user.suspended`.
         */
        post: operations["adminSuspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a user's suspension
         * @description Super admin only. The user can sign in again; their raffles not taken down are listed again and their buyers told (`raffle_restored`). Audit `user.reinstated`.
         */
        post: operations["adminReinstateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/raffles/{id}/take-down": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a raffle down, with a reason
         * @description Super admin only. The raffle leaves every list, its page answers 410 `raffle_unavailable` (to
         *     anyone but its creator and the super admin), purchases are refused (410), its creator and its
         *     buyers are told with the reason (`raffle_taken_down`, also e-mailed), its open reports become
         *     `actioned`; audit `raffle.taken_down`.
         */
        post: operations["adminTakeDownRaffle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/raffles/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a take-down
         * @description Super admin only. The raffle is listed again (unless its creator is suspended) and its creator and buyers told (`raffle_restored`); audit `raffle.restored`.
         */
        post: operations["adminRestoreRaffle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/raffle-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reports' queue
         * @description Super admin only. Newest first; `status` open by default.
         */
        get: operations["adminListRaffleReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/raffle-reports/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss a report
         * @description Super admin only. Audit `report.dismissed`.
         */
        post: operations["adminDismissRaffleReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Denunciar rifa
         * @description Any signed-in user but the raffle's creator reports a raffle with a reason (5–500 characters).
         *     One open report per user and raffle (409 `already_reported`); at most 10 reports a day per
         *     user (429). The report queues for the super admin.
         */
        post: operations["reportRaffle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public raffles (the timeline)
         * @description Public raffles only (a private raffle never appears in a list or search), newest first, with
         *     the creator joined. `q` matches title or description, accent- and case-insensitive. Page size
         *     16 by default (the app loads more while a page comes back full). Needs no authentication.
         */
        get: operations["listRaffles"];
        put?: never;
        /**
         * Create a raffle
         * @description The creator is the caller; the raffle starts `active` with `sold_tickets: 0`. The current plan
         *     decides: a public raffle needs `can_create_public`, a private one `can_create_private`;
         *     `max_active_raffles` counts the caller's `active` and `waiting` raffles; `total_tickets` may
         *     not exceed `max_tickets_per_raffle`. The raffle is published at once, so the caller needs at least
         *     one active payment method (`GET /payment-methods`; a business's raffles are paid with the business's
         *     own methods, the ones buyers see at `GET /raffles/{id}/payment-methods`): without one it is `422
         *     no_payment_method` and nothing is created. Set the image afterwards with `PUT /raffles/{id}/image`.
         */
        post: operations["createRaffle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search active public raffles
         * @description Active public raffles whose title or description contains `q` (accent- and case-insensitive), newest first. Not paged; `count` is the length of `data`. A blank `q` returns an empty list; a missing one is `400`. Needs no authentication.
         */
        get: operations["searchRaffles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * One raffle
         * @description Anyone may open a raffle by its id, private ones included (a private raffle is reached by its link). Authentication is optional. A raffle taken down or whose organiser is suspended answers 410 `raffle_unavailable` to anyone but its creator and the super admin.
         */
        get: operations["getRaffle"];
        put?: never;
        post?: never;
        /**
         * Delete an own raffle
         * @description Creator only, and only while no ticket was ever sold (otherwise cancel it). Its image and favourites go with it.
         */
        delete: operations["deleteRaffle"];
        options?: never;
        head?: never;
        /**
         * Edit an own raffle
         * @description Creator only, while the raffle is `active` or `waiting`. `title`, `description`, `end_date`,
         *     `tags` and `is_private` can always change (`is_private: true` needs the plan's
         *     `can_create_private`); `ticket_price`, `total_tickets`, `lottery`, `reservation_minutes`, `draw_at` and `unsold_rule`
         *     only while no ticket has been sold (`409 raffle_locked` otherwise); `end_date` never after `draw_at`
         *     and not once sales are sealed. `status`, `sold_tickets`, `winner_*` and `creator_id` are ignored (use cancel and draw).
         */
        patch: operations["updateRaffle"];
        trace?: never;
    };
    "/raffles/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upload or replace a raffle's image
         * @description Creator only. The body is the image itself; JPEG, PNG or WebP decided by the content, at most
         *     5 MB. Stored in the public bucket `raffle-images` at `{creatorId}/{raffleId}.{ext}` (an earlier
         *     image with another extension is removed); `image_url` becomes
         *     `/storage/v1/object/public/raffle-images/{creatorId}/{raffleId}.{ext}?v={version}`. What is
         *     stored is the picture decoded and encoded again from its pixels (orientation applied, longest
         *     side at most 2048 px, no metadata, nothing appended kept); a file that cannot be decoded
         *     completely, or over 50 megapixels, is 415. WebP copies 320, 640 and 1280 px wide (never wider than
         *     the picture) are stored at `{creatorId}/{raffleId}-{width}.webp` and listed in
         *     `image_variants`; the copies of an earlier image are removed.
         */
        put: operations["uploadRaffleImage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an own raffle
         * @description Creator only, while `active` or `waiting`. Status becomes `cancelled`; tickets keep their
         *     status (refunds are promised, handled between the people). Every buyer gets a
         *     `raffle_cancelled` notification and `raffle:<id>` subscribers a `raffle.status` event.
         */
        post: operations["cancelRaffle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/draw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the lottery result and apply the raffle's rule
         * @description The creator, or a super admin, after `draw_at`, while the raffle is `active` or `waiting` and no
         *     draw decided it yet. Sales are closed and the list sealed first if the job runner has not done it
         *     yet. Send the published number as `lottery_result` (2 to 8 digits, e.g. "4821"); the last 2, 3
         *     or 4 digits (by `total_tickets`) are the drawn number. A plain `winner_number` (0 …
         *     total_tickets-1) also works. Only tickets `paid` at this moment take part. When the drawn number
         *     has a paid ticket, it wins (`outcome: winner`). Otherwise the raffle's `unsold_rule` applies:
         *     `nearest_sold` → the nearest paid number above the drawn one, wrapping past the last number
         *     (`outcome: nearest_sold`); `void` → the raffle completes with no winner (`outcome: void`);
         *     `next_draw` → the attempt is recorded (`outcome: next_draw`), the raffle stays `waiting`, and the
         *     same lottery's next draw is entered the same way. Every attempt is kept (`GET
         *     /raffles/{id}/draws`). On completion: `winner_number`, `winner_id` (null for a guest's counter
         *     ticket, which still wins), `raffle_completed` to the creator, `ticket_winner` to the winner,
         *     `winner_announced` to the other buyers with a live ticket and to users who favourited it;
         *     `raffle:<id>` gets `raffle.status`. A `next_draw` attempt sends `winner_announced` to the buyers
         *     saying the next draw decides.
         */
        post: operations["drawRaffle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/close-sales": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close sales before the end date
         * @description The creator only, while `active` or `waiting` and not yet sealed. Sales close and the list is
         *     sealed exactly as the job does at the end date (the same seal: `GET /raffles/{id}/seal`): the
         *     raffle becomes `waiting`, `sales_closed_at` is set, unpaid holds stay in the list and can still
         *     be paid. The creator gets a `sales_closed` notification (also sent when the end date or a sell
         *     out closes them); once `draw_at` passes without a result, a `draw_reminder`.
         */
        post: operations["closeRaffleSales"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/draw/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * What a draw with this result would decide, changing nothing
         * @description The creator or a super admin. The same input as `POST /raffles/{id}/draw` (exactly one of
         *     `lottery_result` and `winner_number`), the same rule against the tickets paid at this moment:
         *     the answer is what the draw would record if it were entered now. The web shows it before the
         *     creator confirms the draw. Nothing is recorded.
         */
        get: operations["previewDraw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/draw/correction": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a recorded draw (super admin)
         * @description Super admin only, on a `completed` raffle. The new result is applied with the raffle's rule as in
         *     the draw (a `next_draw` outcome puts the raffle back to `waiting`), the previous result stays in
         *     the history, and `reason` is kept in the audit log and shown on the raffle page
         *     (`result.correction_reason`). The new winner gets `ticket_winner`, the creator
         *     `raffle_completed`, the other buyers `winner_announced`. The creator cannot change a recorded
         *     draw.
         */
        post: operations["correctDraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/draw/photo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Attach a photo of the official lottery result
         * @description The creator or a super admin, once the raffle has a recorded draw attempt. The body is the image
         *     (JPEG, PNG or WebP by content, at most 5 MB), decoded and re-encoded like a raffle image, stored
         *     in the public bucket `raffle-images` at `{creatorId}/{raffleId}-result.{ext}`; the latest
         *     attempt's `result_image_url` (and the raffle's `result.result_image_url`) point to it.
         */
        put: operations["uploadDrawPhoto"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/draws": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Every recorded draw attempt and correction of a raffle
         * @description Public, oldest first. Empty until the first result is entered.
         */
        get: operations["listDraws"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/seal": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The seal of the sold numbers
         * @description Public. When sales end (end date reached, or every number sold) the job runner closes sales and
         *     seals the list: one line per sold number, `NNNN;<ticket id>;<paid|pending>`, sorted by number,
         *     zero-padded to the raffle's digits, UTF-8, each line ending in a newline; `sha256` is the
         *     SHA-256 (hex) of that text, which `GET /raffles/{id}/seal.txt` returns byte for byte. After the
         *     seal no ticket of the raffle changes except payment verification of a `pending` ticket in the
         *     list, listed in `paid_after_seal`. `404 not_sealed` before.
         */
        get: operations["getSeal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/seal.txt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The sealed list, exactly the bytes that were hashed
         * @description Public. `sha256sum` of this file equals the seal's `sha256`. Served as a download (`Content-Disposition: attachment; filename="rifa-{id}-sellado.txt"`).
         */
        get: operations["getSealText"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/seal.csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The sealed list with masked buyer names
         * @description Public. UTF-8 with a byte order mark, `;` separated, header `numero;ticket;estado;comprador`,
         *     one row per line of the seal in the same order; `estado` is `pagado` or `pendiente` as sealed,
         *     `comprador` the masked name ("María G."). A download
         *     (`Content-Disposition: attachment; filename="rifa-{id}-lista.csv"`).
         */
        get: operations["getSealList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/raffles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own raffles
         * @description Every raffle the caller created, private ones included, newest first.
         */
        get: operations["listMyRaffles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/raffles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A user's public raffles
         * @description The public raffles created by that user, newest first. Needs no authentication.
         */
        get: operations["listUserRaffles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/numbers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The taken numbers of a raffle
         * @description Numbers held by any non-cancelled ticket, ascending. Needs no authentication. The answer has an
         *     `ETag` that changes with every purchase or cancellation in the raffle (`Cache-Control:
         *     no-cache`); a grid that polls with `If-None-Match` gets `304` while nothing changed. The ETag
         *     is `"n<numbers_version>-<salt>"`, the salt drawn at random when the server process starts: an
         *     ETag from before a restart (or from another instance) gets the numbers again, never a `304`.
         *     Live changes arrive as `raffle.numbers` events on the `raffle:<id>` realtime topic. A blocked
         *     raffle (taken down, or its organiser suspended) answers `410 raffle_unavailable` as
         *     `GET /raffles/{id}` does, to anyone but its creator and the super admin; an old ETag gets that
         *     `410` too, never a `304`.
         */
        get: operations["getRaffleNumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Are these numbers still free?
         * @description Needs no authentication. `unavailable` lists the asked numbers held by a non-cancelled ticket, ascending. A number outside 0 … total_tickets-1 is 422 ('Los números van de 0 a 99' for a raffle of 100). A blocked raffle (taken down, or its organiser suspended) answers `410 raffle_unavailable` as `GET /raffles/{id}` does, to anyone but its creator and the super admin.
         */
        get: operations["checkRaffleAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Tickets of an own raffle
         * @description The raffle's creator, or for a business's raffle an active cashier of that business while its
         *     membership is active (the same rights as the creator on the raffle's tickets and their
         *     payments; a deactivated or removed cashier, or a cashier of another business, is anyone else).
         *     Anyone else gets `403`. Newest first, with buyers.
         */
        get: operations["listRaffleTickets"];
        put?: never;
        /**
         * Buy numbers of a raffle
         * @description The purchase. The raffle must be `active` and not past its `end_date`. In one transaction the
         *     ticket and its numbers are inserted; a number already held by a non-cancelled ticket makes
         *     the whole purchase fail with `409 numbers_unavailable` (`details.numbers` lists them), so a
         *     number can never be sold twice. The ticket starts `pending`; `price` = count of numbers ×
         *     `ticket_price`; `buyer_name`, `buyer_email` and `buyer_phone` come from the caller's profile
         *     (`""` when absent). The ticket holds its numbers until `expires_at` (now + the raffle's
         *     `reservation_minutes`): a payment must be reported by then or the hold ends and the numbers
         *     are freed. A buyer may keep at most `MAX_PENDING_HOLDS` (default 3) unreported holds per
         *     raffle (`409 too_many_holds`). When the last number is sold the raffle becomes `waiting`. The creator gets
         *     a `new_purchase` notification (and `raffle_sold_out`); `raffle:<id>` subscribers a
         *     `raffle.numbers` event.
         *
         *     Send an `Idempotency-Key` so that a retried request (network failure, double tap) cannot buy
         *     twice: a repeat with the same key by the same user returns the ticket created by the first
         *     request, with `200` and `Idempotent-Replayed: true`, without buying again.
         */
        post: operations["purchaseTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own tickets
         * @description Tickets bought by the caller, newest first, each with a summary of its raffle.
         */
        get: operations["listMyTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tickets of the own raffles
         * @description Tickets sold in any raffle the caller created, newest first, each with a summary of its raffle.
         */
        get: operations["listMySales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * One ticket
         * @description Visible to its buyer, the raffle's creator, and for a business's raffle an active cashier of that business while its membership is active (a ticket she sold or any other of its raffles'); anyone else (a deactivated or removed cashier, a cashier of another business) gets `404`. `user_id` is null for a counter sale.
         */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a ticket's status
         * @description The raffle's creator, or for a business's raffle an active cashier of that business while its
         *     membership is active, may set any status (anyone else, a deactivated cashier or one of another
         *     business included, gets `404`); the buyer may only cancel
         *     a `pending` ticket. `cancelled` frees the ticket's numbers (and a `waiting` raffle becomes
         *     `active` again); a cancelled ticket cannot come back (`409 ticket_cancelled`). The other side is
         *     notified: the buyer gets `ticket_paid` or `ticket_cancelled` (reason `by_creator`), the creator
         *     gets `ticket_cancelled` (reason `by_buyer`); `raffle:<id>` subscribers get `raffle.numbers` for
         *     freed numbers. Not possible once the raffle is completed or cancelled (`409 raffle_closed`).
         *     While the ticket's payment report is under review its buyer cannot cancel it
         *     (`409 payment_under_review`), nor once a report or a part of it (an abono) was verified
         *     (`409 payment_received`: she asks the organiser, who may cancel it and then owes the verified
         *     money back, shown as `balance.overpaid` by `GET /tickets/{id}/payments`). Marking a ticket `paid` marks a pending report `verified`. Once the
         *     raffle's sales are sealed a ticket can only go from `pending` to `paid` (`409 raffle_sealed`).
         */
        patch: operations["setTicketStatus"];
        trace?: never;
    };
    "/tickets/{id}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back a ticket whose hold expired
         * @description A payment that arrived after the hold ended: the raffle's creator (or, for a business's raffle,
         *     an active cashier of that business) takes back a ticket the hold-expiry job cancelled
         *     (`expired_at` set) while the raffle still sells and all its numbers are still free. One
         *     transaction under the raffle's lock, as a purchase: a number is never sold twice. The ticket is
         *     `pending` again with a new hold of the raffle's reservation time (`expires_at`); `raffle:<id>`
         *     subscribers get `raffle.numbers`; the buyer gets `ticket_reinstated` (high priority: also
         *     e-mailed). A ticket cancelled by its buyer or the creator cannot be reinstated
         *     (`409 not_expired`); `409 numbers_unavailable` names the numbers sold since; `409
         *     raffle_not_active` once the end date passed or the sales are sealed. The buyer gets `403`,
         *     anyone else `404`.
         */
        post: operations["reinstateTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/validate-payment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a ticket paid
         * @description The raffle's creator, or for a business's raffle an active cashier of that business while its membership is active, confirms payment; the ticket becomes `paid` directly (a pending payment detail, if any, becomes `verified`, `verified_by` the caller). Idempotent on a paid ticket. The buyer gets `ticket_paid`; the buyer is `403`, anyone else (a deactivated cashier or one of another business included) `404`.
         */
        post: operations["validateTicketPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A ticket's payment detail
         * @description The ticket's current report (the one waiting for review, else the latest; a ticket paid in parts has several, see `GET /tickets/{id}/payments`). Visible to the ticket's buyer, the raffle's creator (or for a business's raffle an active cashier of that business while its membership is active) and super admins; anyone else (a deactivated cashier or one of another business included) gets `404`. `screenshot_url` is a fresh short-lived signed URL; `duplicate_flags` is empty for the buyer.
         */
        get: operations["getTicketPayment"];
        put?: never;
        /**
         * Report how a ticket was paid
         * @description The ticket's buyer, while the ticket is `pending` and its hold has not ended. `amount` and
         *     `currency` are what the buyer says they paid; the server fixes `expected_amount` (the ticket's
         *     price, in bolívares at the creator's `exchange_rate` for `VES`; `422` on `currency` when the
         *     creator has no rate) and `shortfall`. `payment_method_id`, when given, is one of the creator's
         *     active methods; otherwise `method` must be the type of one of them (any type when the creator
         *     has none). `screenshot_path` is a path from `POST /uploads/payment-screenshots` of the same
         *     user. Starts `pending`; the hold stops (`expires_at` null) and the buyer can no longer cancel
         *     the ticket while it is under review. Duplicate signs are recorded in `duplicate_flags`. The
         *     raffle's creator gets a `payment_received` notification. This is the ticket's first report
         *     (after a rejection, correct it with `PATCH`); more parts (abonos) go to `POST /tickets/{id}/payments`.
         *     A raffle taken down or whose organiser is suspended takes no report: `410 raffle_unavailable`,
         *     as the raffle itself answers.
         */
        post: operations["createTicketPayment"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Correct a ticket's payment detail
         * @description Corrects the ticket's current report. The buyer, while the detail is `pending` or `rejected` and the ticket is `pending`; a rejected detail goes back to `pending` (verification fields cleared, the hold stops again), the duplicate checks run again, and the creator is notified again (`payment_received`). Absent fields are unchanged. A rejected report whose correction window passed is `409 hold_expired`. A raffle taken down or whose organiser is suspended takes no correction either, even of a report already waiting (`410 raffle_unavailable`, as the raffle itself answers).
         */
        patch: operations["updateTicketPayment"];
        trace?: never;
    };
    "/tickets/{id}/payment/verify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a ticket's payment
         * @description The raffle's creator (or for a business's raffle an active cashier of that business while its membership is active, or a super admin), while `pending`; the buyer gets `403`, anyone else (a deactivated cashier or one of another business included) `404`. Records `verified_by` (the caller, the cashier who verified) and `verified_at`, and the ticket becomes `paid`. The buyer gets `ticket_paid`.
         */
        post: operations["verifyTicketPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/payment/reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a ticket's payment
         * @description The raffle's creator (or for a business's raffle an active cashier of that business while its membership is active, or a super admin), while `pending`; the buyer gets `403`, anyone else (a deactivated cashier or one of another business included) `404`. Records `verified_by` (the caller), `verified_at` and the notes (`verification_notes`, required, 3–500 characters, so the buyer knows what to fix); the ticket stays `pending` with a fresh, shorter hold (half the raffle's `reservation_minutes`, at least 15 minutes; none once the raffle's sales are sealed, since its numbers stay in the sealed list) to correct the report with `PATCH`. The buyer gets `verification_rejected`.
         */
        post: operations["rejectTicketPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that a ticket's money to return was returned ("Devuelto")
         * @description The raffle's creator, or for a business's raffle its owner or an active cashier, records that
         *     the ticket's money to return (`balance.overpaid` of `GET /tickets/{id}/payments`: everything
         *     verified of a cancelled ticket, or what a paid ticket received over its price) was returned to
         *     the buyer. No body: the amount is the server's, in USD and in bolívares at the organiser's
         *     current rate, stored with who and when. Afterwards `balance.overpaid` is what is left (0) and
         *     `refunds` lists it; the buyer gets a `money_returned` notification. Recording it again is
         *     `409 already_returned` (also for two requests at the same moment); a ticket with nothing to
         *     return is `422 nothing_to_return`. The buyer gets `403`; anyone else `404`. Allowed whatever
         *     the raffle's state (money is returned after a raffle ends or is taken down too).
         */
        post: operations["recordTicketRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Every part of a ticket's payment, with its balance
         * @description Part payments (abonos, ARCHITECTURE §12): a ticket takes several payment reports; what is owed
         *     is the price less the verified parts, each at the currency and rate stored with it. `data` is
         *     every report of the ticket, oldest first (empty before the first). Visible to the same people
         *     as `GET /tickets/{id}/payment` (the buyer, the raffle's creator or an active cashier of their
         *     business, super admins; `duplicate_flags` and `proof_check` for reviewers only); anyone else
         *     gets `404`.
         */
        get: operations["listTicketPayments"];
        put?: never;
        /**
         * Report one more part of a ticket's payment (an abono)
         * @description The ticket's buyer, while the ticket is `pending`, has no report waiting for review and still
         *     owes (the first report may also be made here). The same body and checks as
         *     `POST /tickets/{id}/payment`; `expected_amount` is what is still owed, in `currency`. Starts
         *     `pending`: the hold stops (a ticket with a verified part has none: it never expires by its
         *     hold), the creator gets a `payment_received` notification. Verifying it makes the ticket
         *     `paid` when the verified parts cover the price; otherwise the ticket stays `pending` and the
         *     buyer is told what is still owed. Of two parts reported at the same moment one is `201`, the
         *     other `409 payment_waiting`. A raffle taken down or whose organiser is suspended takes no part:
         *     `410 raffle_unavailable`.
         */
        post: operations["createTicketPaymentPart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the raffle's organiser for a ticket
         * @description The ticket's buyer, once per ticket, when the ticket is `paid` and its raffle `completed`. The
         *     organiser's `rating` becomes the average of all their ratings and `rating_count` their number.
         */
        post: operations["rateTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/prize-received": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The winner confirms receiving the prize
         * @description The buyer of the raffle's winning ticket. Sets the raffle's `prize_confirmed_at` and counts in
         *     the organiser's `prizes_delivered`. Confirming again changes nothing and answers the same.
         */
        post: operations["confirmPrizeReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{id}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The ratings an organiser received
         * @description Public, newest first; the rater's name is masked.
         */
        get: operations["listProfileRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket's `receipt_code` (32 lowercase hexadecimal characters, 128 random bits). */
                code: string;
            };
            cookie?: never;
        };
        /**
         * A ticket's public receipt
         * @description No sign-in. Anyone holding the code (printed on the receipt, in the ticket page's QR code) sees
         *     the raffle, the numbers, the status, the date and the masked buyer. Codes are random and not
         *     derived from the ticket id; an unknown or malformed code is `404 receipt_not_found`.
         */
        get: operations["getReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/pending-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments waiting for the caller's verification
         * @description Pending payment details of tickets in raffles the caller created, oldest first, each with its ticket and a summary of its raffle; `count` is the badge of 'Pagos por verificar'.
         */
        get: operations["listMyPendingPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/refunds-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tickets of the caller's raffles with money still to return
         * @description The payments review's short list of money to return (issue 34): tickets of raffles the caller
         *     created with verified money not yet returned (cancelled after money was verified, or paid
         *     more than the price), less what was recorded as returned (`POST /tickets/{id}/refund`). At most
         *     the 20 whose ticket changed longest ago, each with its ticket, a summary of its raffle and
         *     what is left to return in USD and in bolívares at the caller's rate; `count` is all of them.
         */
        get: operations["listMyRefundsDue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/statements/{method_id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        /**
         * How an account's statements are read and matched
         * @description The columns saved for the account (`mapping` null until set once), the matching tolerance and window, and the layouts offered. 404 when the account is not one of the caller's active methods.
         */
        get: operations["getStatementSettings"];
        /** Set an account's columns once (a preset or columns of its own) and its matching tolerance */
        put: operations["saveStatementSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/statements/{method_id}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a bank statement (CSV) and match it
         * @description The body is the CSV file as exported by the bank or a spreadsheet: `;`, `,` or tab separated
         *     (sniffed), UTF-8 or Windows-1252, amounts `1.234,56` or `1234.56`, dates `27/11/2026`,
         *     `27-11-2026` or ISO; header, title and blank lines and debits are skipped. Read with the
         *     account's saved columns (422 `validation_failed` on `mapping` until set). Every credit is stored
         *     once: a movement already stored (account, day, reference, amount) counts as a duplicate. A line
         *     that cannot be read refuses the whole file (422 `statement_unreadable`, `details.lines` names
         *     each line; nothing stored). At most 5 MB. Answers the matching outcome.
         */
        post: operations["importStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/statements/{method_id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        /**
         * The account's unused movements matched against the caller's waiting reports
         * @description Reports waiting for the caller (pago móvil or transferencia, to this account or to none named)
         *     against the account's movements that paid nothing yet. A pair agrees when the amounts in Bs
         *     differ by at most `tolerance_bp` of the report's amount (a dollar report at its rate, else the
         *     creator's), the days by at most `window_days`, and the references agree whole or by the
         *     shorter one's last ≥ 4 digits (`reference`, `reference_suffix`; exact), or one side has no
         *     reference (`amount_date`; never verified all at once). Money with no report suggests open
         *     holds of that amount.
         */
        get: operations["getStatementOutcome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/statements/{method_id}/verify-matches": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify every exact match ("Verificar los coincidentes")
         * @description Each exact match of the current outcome is verified as `POST /tickets/{id}/payment/verify`
         *     does (ticket paid, buyer notified), in one transaction with its movement claimed: the movement
         *     records the report, the rule and who verified it. A movement pays at most one report and a
         *     report is paid by at most one movement (unique key and conditional update), also when two
         *     verifications run at once; a pair taken meanwhile is counted in `skipped`.
         */
        post: operations["verifyStatementMatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/statements/{method_id}/verify-pair": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify one pair the creator chose (a match by amount and date alone, or one report of an ambiguous movement)
         * @description The pair must be in the current outcome (matched, or a candidate of an ambiguous movement);
         *     otherwise 409 `not_a_candidate`. Verified as `verify-matches` verifies each match, with the
         *     candidate's rule recorded; 409 `movement_taken`, `report_paid` or `already_reviewed` when one
         *     side was taken meanwhile (nothing changes).
         */
        post: operations["verifyStatementPair"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/statements/{method_id}/movements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        /**
         * The account's movements as CSV
         * @description UTF-8, `;` separated, every cell quoted and a cell starting with `=`, `+`, `-`, `@`, tab or carriage return prefixed with `'`, so no spreadsheet runs it as a formula.
         */
        get: operations["exportStatementMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/statements/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The accounts the business (its owner or an active cashier) imports statements for
         * @description The business owner's active pago móvil and transferencia methods (a business's raffles are paid into them), for the owner and its active cashiers; a deactivated or removed cashier, or anyone else, gets 403 as every back-office route.
         */
        get: operations["listBusinessStatementAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/statements/{method_id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        /**
         * How the account's statements are read and matched
         * @description As `GET /me/statements/{method_id}/settings`, for the business (its owner or an active cashier).
         */
        get: operations["getBusinessStatementSettings"];
        /**
         * Set the account's columns once and its matching tolerance
         * @description As `PUT /me/statements/{method_id}/settings`, for the business (its owner or an active cashier).
         */
        put: operations["saveBusinessStatementSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/statements/{method_id}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a bank statement (CSV) of the account and match it
         * @description As `POST /me/statements/{method_id}/imports` (the same reading, de-duplication, 5 MB and per-line errors), for the business (its owner or an active cashier). Only the reports of the business's raffles (paid to its owner) and its open holds are matched.
         */
        post: operations["importBusinessStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/statements/{method_id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        /**
         * The account's unused movements matched against the reports waiting
         * @description The rules of `GET /me/statements/{method_id}/outcome`. Only the reports of the business's raffles (paid to its owner) and its open holds are matched.
         */
        get: operations["getBusinessStatementOutcome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/statements/{method_id}/verify-matches": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify every exact match ("Verificar los coincidentes")
         * @description Each exact match is verified as `POST /tickets/{id}/payment/verify` does for the caller (the owner, or a cashier acting for the business: ticket paid, buyer notified; `verified_by` is the caller). In one transaction with its movement claimed (the movement records the report, the rule and who verified it); a movement pays at most one report and a report is paid by at most one movement (unique key and conditional update), also when two verifications or imports run at once; a pair taken meanwhile is counted in `skipped`.
         */
        post: operations["verifyBusinessStatementMatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/statements/{method_id}/verify-pair": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify one pair chosen (a match by amount and date alone, or one report of an ambiguous movement)
         * @description As `POST /me/statements/{method_id}/verify-pair`; verified as `verify-matches` verifies each match.
         */
        post: operations["verifyBusinessStatementPair"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/statements/{method_id}/movements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        /**
         * The account's movements as CSV
         * @description As `GET /me/statements/{method_id}/movements.csv`.
         */
        get: operations["exportBusinessStatementMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/statements/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The accounts the super admin imports statements for
         * @description Super admin only (403 before anything else): the platform's active pago móvil and transferencia accounts of the mobile payment configuration (`/admin/mobile-payment-config`), where subscriptions are paid. `name` is the account's bank (else its holder or phone).
         */
        get: operations["listPlatformStatementAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/statements/{method_id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        /**
         * How the account's statements are read and matched
         * @description As `GET /me/statements/{method_id}/settings`, for the super admin.
         */
        get: operations["getPlatformStatementSettings"];
        /**
         * Set the account's columns once and its matching tolerance
         * @description As `PUT /me/statements/{method_id}/settings`, for the super admin.
         */
        put: operations["savePlatformStatementSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/statements/{method_id}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a bank statement (CSV) of the account and match it
         * @description As `POST /me/statements/{method_id}/imports` (the same reading, de-duplication, 5 MB and per-line errors), for the super admin. The reports are the pending subscription mobile payments of pending subscriptions paid by the account's method (pago móvil or transferencia); in each StatementReport `ticket_id` is the subscription's id, `buyer_name` the payer's name, `raffle_title` the plan's name, `numbers` empty, and `amount_bs` what is owed (the plan's price at the rate stored with the payment; without one, a payment reported in bolívares as reported). No holds are suggested.
         */
        post: operations["importPlatformStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/statements/{method_id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        /**
         * The account's unused movements matched against the reports waiting
         * @description The rules of `GET /me/statements/{method_id}/outcome`. The reports are the pending subscription mobile payments of pending subscriptions paid by the account's method (pago móvil or transferencia); in each StatementReport `ticket_id` is the subscription's id, `buyer_name` the payer's name, `raffle_title` the plan's name, `numbers` empty, and `amount_bs` what is owed (the plan's price at the rate stored with the payment; without one, a payment reported in bolívares as reported). No holds are suggested.
         */
        get: operations["getPlatformStatementOutcome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/statements/{method_id}/verify-matches": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify every exact match ("Verificar los coincidentes")
         * @description Super admin only. Each exact match is approved as `POST /admin/mobile-payments/{id}/approve` does (subscription active, payer notified, audit log; the notes name the statement's rule). In one transaction with its movement claimed (the movement records the report, the rule and who verified it); a movement pays at most one report and a report is paid by at most one movement (unique key and conditional update), also when two verifications or imports run at once; a pair taken meanwhile is counted in `skipped`.
         */
        post: operations["verifyPlatformStatementMatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/statements/{method_id}/verify-pair": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify one pair chosen (a match by amount and date alone, or one report of an ambiguous movement)
         * @description As `POST /me/statements/{method_id}/verify-pair`; verified as `verify-matches` verifies each match.
         */
        post: operations["verifyPlatformStatementPair"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/statements/{method_id}/movements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        /**
         * The account's movements as CSV
         * @description As `GET /me/statements/{method_id}/movements.csv`.
         */
        get: operations["exportPlatformStatementMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own favourite raffles
         * @description Newest first. With `expand=raffle` each entry carries the raffle (with its creator); a raffle made private after it was saved still appears.
         */
        get: operations["listMyFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/favorites/{raffle_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The raffle's id. */
                raffle_id: components["parameters"]["RaffleIdPath"];
            };
            cookie?: never;
        };
        /** Is this raffle a favourite? */
        get: operations["isFavorite"];
        /**
         * Add a favourite (idempotent)
         * @description `201` when added, `200` when it already was a favourite (same body). Emits `favorite.added` on the user's realtime topic.
         */
        put: operations["addFavorite"];
        post?: never;
        /**
         * Remove a favourite (idempotent)
         * @description `204` also when it was not a favourite. Emits `favorite.removed` on the user's realtime topic.
         */
        delete: operations["removeFavorite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/favorites/count": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * How many users favour a raffle
         * @description Needs no authentication. A raffle that does not exist is 404 'Rifa no encontrada'. A blocked raffle (taken down, or its organiser suspended) answers `410 raffle_unavailable` as `GET /raffles/{id}` does, to anyone but its creator and the super admin.
         */
        get: operations["countRaffleFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own notifications
         * @description Newest first; default page size 50. New ones arrive live as `notification.created` on the user's realtime topic.
         */
        get: operations["listMyNotifications"];
        put?: never;
        post?: never;
        /** Delete all own notifications */
        delete: operations["clearMyNotifications"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Number of unread notifications
         * @description The badge shows it capped at '9+'.
         */
        get: operations["countMyUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every own notification read */
        post: operations["markAllMyNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an own notification */
        delete: operations["deleteMyNotification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an own notification read
         * @description Idempotent.
         */
        post: operations["markMyNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the caller is in the back-office
         * @description Allowed: a business profile with an active membership (`role: business`, label
         *     'Administrador'), an active cashier whose business has an active membership (`role: cashier`,
         *     label 'Cajero'), or a super admin (`role: super_admin`, label 'Super Administrador'; the app
         *     sends them to `/business/admin`). Everyone else gets `403` with the spec's message.
         */
        get: operations["getBusinessMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/raffles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's raffles
         * @description Raffles created by the business owner, private ones included, newest first, each with its sales
         *     figures. The business owner and its active cashiers (a cashier sees their business's raffles).
         *     `exchange_rate` is the business's Bs-per-USD rate that the `*_ves` figures use.
         */
        get: operations["listBusinessRaffles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tickets sold in the business's raffles
         * @description Online and counter sales of the business's raffles, newest first, each with a summary of its
         *     raffle and who sold it; `totals` add up every ticket the filter matches (not only the page).
         *     The business owner and its active cashiers.
         */
        get: operations["listBusinessTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/tickets/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered tickets as a CSV file
         * @description The same filters as `GET /business/tickets` (no paging: every matching ticket, newest first, at
         *     most 50 000 rows). UTF-8 with a byte-order mark, `;` between fields, `\r\n` between rows, amounts
         *     with a decimal comma (as a spreadsheet in Spanish opens it), fields quoted when they hold `;`,
         *     `"` or a line break, and a leading `'` before a field starting with `=`, `+`, `-` or `@` (no
         *     formula injection). Columns: Fecha, Rifa, Números, Comprador, Teléfono, Correo, Estado, Pago,
         *     Vendido por, Monto (USD).
         */
        get: operations["exportBusinessTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/raffles/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sell numbers at the counter
         * @description Owner or an active cashier, for a raffle of the business that is `active`. Like the online
         *     purchase (same transaction, same `409 numbers_unavailable`, same `Idempotency-Key`), but the
         *     buyer's name, email and phone come from the body, `sold_by` records the seller, and the
         *     ticket starts `paid` unless `status: pending` is sent. `user_id` is the profile whose email is
         *     `buyer_email` when there is one (so the buyer sees it in their tickets), else `null`.
         */
        post: operations["createCounterSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/cashiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's cashiers
         * @description Business owner only, newest first.
         */
        get: operations["listCashiers"];
        put?: never;
        /**
         * Add a cashier
         * @description Business owner only. The email must belong to a registered user, who becomes the cashier
         *     (`id` = that user's profile id). Rules (spec §5): not already a cashier of this business, not a
         *     cashier of another business, not the owner of a business (`409 owner_of_other_business`), not
         *     the super administrator (`422 cashier_is_super_admin`), the plan's `max_cashiers` not reached. The cashier signs in with
         *     their own password; it cannot be set or changed here.
         */
        post: operations["createCashier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/cashiers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * One cashier
         * @description Business owner only (a cashier of another business is `404`).
         */
        get: operations["getCashier"];
        put?: never;
        post?: never;
        /**
         * Remove a cashier
         * @description Business owner only. Deletes the cashier row (the user's account stays); tickets they sold keep `sold_by`.
         */
        delete: operations["deleteCashier"];
        options?: never;
        head?: never;
        /**
         * Rename, activate or deactivate a cashier
         * @description Business owner only. `name` also updates the cashier's profile name. A `password` field is
         *     refused with `422` (`details.password`): the cashier changes it with the forgot-password flow.
         */
        patch: operations["updateCashier"];
        trace?: never;
    };
    "/business/cashiers/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Tickets sold by a cashier
         * @description The business owner, or that cashier themself. Newest first, each with a summary of its raffle.
         */
        get: operations["listCashierTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/tickets/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a pending counter sale (paid or cancelled)
         * @description The business owner, or the cashier who made the sale (an active cashier of the business); any
         *     other cashier, a cashier of another business or a removed one gets the 404/403 of a ticket
         *     they cannot see. Only a `pending` counter sale: `409 ticket_not_pending` otherwise (also when
         *     someone settled it meanwhile). Cancelling frees its numbers in the same transaction. The
         *     answer is the ticket as the business lists it.
         */
        post: operations["settleCounterSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/cashiers/{id}/shift": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A cashier's (or the owner's own) counter sales of a period, by payment method
         * @description The business owner, or that cashier themself; `id` may also be the owner's own profile id
         *     (the owner's own counter sales, for the owner only). Counter sales made by the cashier in the
         *     business's raffles with `purchase_date` in [`from`, `to`), grouped by payment method: what
         *     was collected (paid) and what is owed (pending), each in the method's currency (Bs for
         *     `efectivo_bs`, `pago_movil`, `transferencia`, at the rate each sale recorded; USD otherwise).
         *     Sales made before methods were recorded are under `sin_metodo` (USD).
         */
        get: operations["getShiftTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/cashiers/{id}/shift-closes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a cashier's shift (cierre de caja)
         * @description The business owner, or that cashier themself. Records, for the period, the expected amount of
         *     each method (what its paid counter sales collected, as `GET …/shift` answers) and what was
         *     counted (`counted`, one entry per method, in that method's currency; a method left out was
         *     counted as 0). The close waits for the owner's sign-off; the owner's close of her own
         *     counter sales (`id` her own profile id) is signed off by herself as it is made
         *     (`signed_off_by` her id).
         */
        post: operations["createShiftClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/shift-closes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's shift closes
         * @description The owner sees every close; a cashier only their own. Newest first.
         */
        get: operations["listShiftCloses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/shift-closes/{id}/sign-off": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The owner signs a shift close off
         * @description Business owner only (a cashier gets 403 `owner_only`). Records who and when; `409 already_signed_off` the second time.
         */
        post: operations["signOffShiftClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/shift-closes/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A shift close as a CSV file
         * @description The owner, or the cashier whose close it is. Like the tickets export (UTF-8 with a BOM, `;`,
         *     `\r\n`, decimal comma). Columns: Método, Moneda, Esperado, Contado, Diferencia; then the
         *     cashier ("Cajero", or "Administrador" for the owner's own close), the period, who closed it
         *     and the sign-off.
         */
        get: operations["exportShiftClose"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's settings
         * @description Business owner only.
         */
        get: operations["getBusinessSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the business's settings
         * @description Business owner only. Same fields and rules as `PATCH /profiles/me` (`name`, `phone`, `whatsapp`,
         *     `bio`, `exchange_rate`); other fields are ignored. The logo is the profile picture
         *     (`PUT /profiles/me/avatar`); the payment methods buyers see are the owner's (`/payment-methods`).
         */
        patch: operations["updateBusinessSettings"];
        trace?: never;
    };
    "/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opens the realtime WebSocket
         * @description `GET /realtime/v1` with `Upgrade: websocket` (RFC 6455) opens the socket; then the messages
         *     of `RealtimeClientMessage` and `RealtimeServerMessage` flow (docs/realtime.md). A browser's
         *     `Origin` must be the site's (`SITE_URL`); a client that sends none is allowed. The socket
         *     counts in the server's connection cap (503 past it) and in a per-address limit (429).
         */
        get: operations["openRealtimeSocket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/object/public/{bucket}/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file of a public bucket
         * @description `GET /storage/v1/object/public/{bucket}/{path}`. No authentication. Sent with its stored
         *     `Content-Type`, a strong `ETag`, `Cache-Control: public, max-age=3600`,
         *     `X-Content-Type-Options: nosniff` and `Content-Disposition: inline`; `If-None-Match` with the
         *     current ETag gets `304`. A query string (such as the `?v=` of `avatar_url`) is ignored.
         *     A bucket that is not public answers `404`, as does a missing file.
         */
        get: operations["getPublicObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/object/sign/{bucket}/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file through a signed URL
         * @description `GET /storage/v1/object/sign/{bucket}/{path}?expires={unix seconds}&token={signature}`. The
         *     URL is minted by the API for whoever may see the file (e.g. `screenshot_url` fields); it needs
         *     no `Authorization` header. `token` is the base64url HMAC-SHA-256 of
         *     `bucket + "\n" + path + "\n" + expires` under a server secret. A wrong, missing or expired
         *     signature is `403 invalid_signature`. Sent with `Cache-Control: private, max-age=60`, an
         *     `ETag` (and `304` on a matching `If-None-Match`), `nosniff` and `Content-Disposition: inline`.
         */
        get: operations["getSignedObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/sellers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The raffle's sellers and their figures
         * @description The raffle's creator only (for a business's raffle, its owner). Every seller ever invited
         *     (invited, active, declined, removed), newest first, each with its figures: the non-cancelled
         *     tickets credited to them (online through their link and at their counter), collected (paid),
         *     owed (pending), the commission earned on paid numbers, settled and still due.
         */
        get: operations["listRaffleSellers"];
        put?: never;
        /**
         * Invite a seller by e-mail or phone
         * @description The raffle's creator only. An `email` of a registered account makes that person a seller at
         *     once (`active`; they are e-mailed the way to their page and get a `seller_added` notification). Any other e-mail, or a `phone`, makes an invitation (`invited`) whose link
         *     (`invite_url`, answered only here) creates the account on sign-up and is accepted or
         *     declined there; an e-mailed invitation is also sent to that address. The link expires in 7
         *     days. A `block` (talonario) must lie within the raffle's numbers and not overlap another
         *     live seller's block (`409 block_overlap`).
         */
        post: operations["inviteRaffleSeller"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/sellers/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The sellers' figures and settlements as CSV
         * @description The raffle's creator only. One line per seller (name, contact, status, commission, block, figures in USD), then one per settlement.
         */
        get: operations["exportRaffleSellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/sellers/{seller_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a seller
         * @description The raffle's creator only. The seller becomes `removed`: their block is free, their link
         *     credits nobody and they sell nothing more; tickets already credited stay theirs (and their
         *     commission can still be settled).
         */
        delete: operations["removeRaffleSeller"];
        options?: never;
        head?: never;
        /**
         * Change a seller's commission or block
         * @description The raffle's creator only, for an invited or active seller. `block: null` takes the block
         *     back; `block.locked` keeps online buyers off its numbers too.
         */
        patch: operations["updateRaffleSeller"];
        trace?: never;
    };
    "/raffles/{id}/sellers/{seller_id}/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a commission payment to a seller
         * @description The raffle's creator only. Records `amount` (USD) paid to the seller, by whom and when; it
         *     may not exceed the commission still due (`409 settlement_exceeds_due`).
         */
        post: operations["settleSellerCommission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation link's token. */
                token: components["parameters"]["InvitationTokenPath"];
            };
            cookie?: never;
        };
        /**
         * What an invitation offers
         * @description No authentication. The invitation links of every role (issue 36 part 1): `role` seller (the
         *     raffle, who invites, the commission and block) or cashier (a business's, `POST
         *     /business/cashier-invitations`), and whether it can still be accepted.
         */
        get: operations["getSellerInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation link's token. */
                token: components["parameters"]["InvitationTokenPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation as the signed-in user
         * @description The signed-in account becomes the raffle's seller (`active`), or for a cashier invitation an
         *     active cashier of the business (`CashierInvitationAccepted`). Accepting again by the same
         *     account answers the same. `409 invitation_closed`: declined, removed, expired or
         *     accepted by another account; `409 seller_exists`: already a seller of this raffle;
         *     `422 seller_is_creator`: the raffle's own creator. A cashier invitation applies the rules of
         *     `POST /business/cashiers`: `403 cashier_limit_reached`, `409 cashier_exists`,
         *     `cashier_of_other_business`, `owner_of_other_business`, `422 cashier_is_owner`,
         *     `cashier_is_super_admin`.
         */
        post: operations["acceptSellerInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-invitations/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation link's token. */
                token: components["parameters"]["InvitationTokenPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an invitation
         * @description Signed in. A waiting invitation becomes `declined` (`409 invitation_closed` otherwise).
         */
        post: operations["declineSellerInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The raffles the caller sells for
         * @description The caller's seller roles (active and removed), newest first, each with its raffle, personal link and figures.
         */
        get: operations["listMySellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sellers/{seller_id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        /**
         * The tickets credited to the caller as this seller
         * @description The caller's own seller role only (anyone else's is `404`). Newest first; online ones have `sold_by` null.
         */
        get: operations["listMySellerTickets"];
        put?: never;
        /**
         * Sell at the seller's counter
         * @description The same counter sale as `POST /business/raffles/{id}/tickets` (buyer typed, paid or pending,
         *     no hold, `sold_by` the caller, `Idempotency-Key` the caller's), by an active seller of the
         *     raffle, credited to them. A seller with a block sells only its numbers (`409
         *     outside_block`); without one, not another seller's (`409 numbers_in_block`). A removed
         *     seller, or the seller role of another person, is `403 not_a_seller` / `404`. The
         *     `Idempotency-Key` is answered first: a sale already recorded under the caller's key with the
         *     same numbers is returned (`200`, `Idempotent-Replayed`) even when the caller has been removed
         *     since or the block taken back (an offline queue sent late); only a new sale meets the seller
         *     checks. A
         *     `payment_method` in bolívares records the raffle creator's rate and the amount in Bs; with no
         *     rate set it is `422` on `payment_method`.
         */
        post: operations["sellAsSeller"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/sellers/{seller_id}/shift": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        /**
         * A seller's counter sales of a period in the raffle, by payment method
         * @description The raffle's creator, or that seller themself while active (a removed seller is `403
         *     not_a_seller`; anyone else `403`). The seller's counter sales in this raffle with
         *     `purchase_date` in [`from`, `to`), as `GET /business/cashiers/{id}/shift` answers them:
         *     collected (paid) and owed (pending) per method, in the method's currency.
         */
        get: operations["getSellerShiftTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/sellers/{seller_id}/shift-closes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        /**
         * A seller's shift closes in the raffle
         * @description The raffle's creator, or that seller themself while active. Newest first.
         */
        get: operations["listSellerShiftCloses"];
        put?: never;
        /**
         * Close a seller's shift (cierre de caja)
         * @description The raffle's creator, or that seller themself while active: records, for the period, the
         *     expected amount of each method (what the seller's paid counter sales in this raffle
         *     collected) and what was counted, as `POST /business/cashiers/{id}/shift-closes` does. The
         *     close waits for the creator's sign-off. An invitation not yet accepted has no sales: `404`.
         */
        post: operations["createSellerShiftClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/sellers/{seller_id}/shift-closes/{close_id}/sign-off": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
                /** @description A shift close's id. */
                close_id: components["parameters"]["CloseIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The raffle's creator signs a seller's shift close off
         * @description The raffle's creator only (the seller gets `403`). Records who and when; `409 already_signed_off` the second time.
         */
        post: operations["signOffSellerShiftClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raffles/{id}/sellers/{seller_id}/shift-closes/{close_id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
                /** @description A shift close's id. */
                close_id: components["parameters"]["CloseIdPath"];
            };
            cookie?: never;
        };
        /**
         * A seller's shift close as a CSV file
         * @description The raffle's creator, or that seller themself while active. The business close's CSV
         *     (`GET /business/shift-closes/{id}/export`), with "Vendedor" naming who sold.
         */
        get: operations["exportSellerShiftClose"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/cashier-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's cashier invitations still waiting
         * @description Business owner only (issue 36 part 1). Invitations not yet accepted, declined or withdrawn, newest first (at most 100); `open` false once expired. The token is never shown again.
         */
        get: operations["listCashierInvitations"];
        put?: never;
        /**
         * Invite a cashier by link
         * @description Business owner only (issue 36 part 1). By e-mail or phone (exactly one), registered or not: the
         *     answer's `invite_url` (shown only here) opens the invitation page
         *     (`/app/invitation/<token>`, the sellers' links, `role` cashier), where the person signs up
         *     or in and accepts it (`POST /seller-invitations/{token}/accept`); an e-mail is also sent the
         *     link, and a registered account with that e-mail gets a `cashier_invited` notification whose
         *     `data.invitation_token` opens the same page. The rules of `POST /business/cashiers` apply when it is accepted. `409 cashier_exists`:
         *     the e-mail is already a cashier here; `422 cashier_is_owner`: the owner's own e-mail. The
         *     invitation expires 7 days later.
         */
        post: operations["inviteCashier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/cashier-invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw a waiting cashier invitation
         * @description Business owner only. Its link stops working (`409 invitation_closed`); one no longer waiting, or another business's, is 404.
         */
        delete: operations["withdrawCashierInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Format: uuid
         * @description A UUID (v4; ticket and notification ids are v7). Opaque to clients.
         * @example 3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b
         */
        Uuid: string;
        /**
         * Format: date-time
         * @description RFC 3339 UTC with milliseconds, as the server writes it.
         * @example 2026-11-21T15:04:05.123Z
         */
        Timestamp: string;
        /**
         * Format: date-time
         * @description An RFC 3339 date-time with an offset (`Z` or `±hh:mm`) whose date exists in the calendar and whose time of day is valid (`2027-02-30T10:00:00Z` and `2026-13-45T99:99:99Z` are 422), within the years 1900–2199 in UTC (`9999-12-31T23:59:59Z` and `1000-01-01T00:00:00Z` are 422 'La fecha debe estar entre los años 1900 y 2199'); stored and answered in UTC with milliseconds. A blank text is 422; `null`, where the field may be cleared, is the clear value.
         * @example 2026-12-20T19:00:00-04:00
         */
        TimestampInput: string;
        /**
         * @description An amount with at most two decimals (stored as integer cents), in US dollars unless a `currency` says otherwise.
         * @example 2.5
         */
        Money: number;
        /**
         * Format: binary
         * @description The raw bytes of the file.
         */
        BinaryFile: Blob;
        /** @description The error envelope of every `/api/v1` and `/storage/v1` error. */
        Error: {
            error: {
                /**
                 * @description Stable machine-readable code (`bad_request`, `unauthorized`, `invalid_token`, `forbidden`, `not_found`, `method_not_allowed`, `validation_failed`, `numbers_unavailable`, `payload_too_large`, `file_too_large`, `unsupported_file_type`, `no_file`, `rate_limited`, `internal_error`, `unavailable`, … as each operation lists).
                 * @example numbers_unavailable
                 */
                code: string;
                /**
                 * @description Spanish text for people (the spec's wording where the spec has one).
                 * @example Algunos números ya no están disponibles
                 */
                message: string;
                /** @description Optional structured detail; for `validation_failed`, field → message. */
                details?: Record<string, never>;
            };
        };
        /** @description A `422 validation_failed` error; `details` maps each invalid field to its Spanish message. */
        ValidationError: components["schemas"]["Error"] & {
            error: {
                /** @constant */
                code: "validation_failed";
                message: string;
                details: {
                    [key: string]: string;
                };
            };
        };
        /** @description A `409 numbers_unavailable` error; `details.numbers` lists the requested numbers that are taken, ascending. */
        NumbersUnavailableError: components["schemas"]["Error"] & {
            error: {
                /** @constant */
                code: "numbers_unavailable";
                /** @constant */
                message?: "Algunos números ya no están disponibles";
                details: {
                    numbers: number[];
                };
            };
        };
        Count: {
            count: number;
        };
        Updated: {
            /** @description How many rows changed. */
            updated: number;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            /**
             * @description The database driver in use.
             * @enum {string}
             */
            database: "sqlite" | "postgresql";
            /**
             * @description The server's version.
             * @example 0.1.0
             */
            version: string;
        };
        HealthOk: components["schemas"]["Health"] & {
            /** @constant */
            status?: "ok";
        };
        HealthUnavailable: components["schemas"]["Health"] & {
            /** @constant */
            status?: "unavailable";
        };
        /**
         * @description `business` for a business account (set by the server when a plan with the back-office is paid).
         * @enum {string}
         */
        ProfileType: "user" | "business";
        /** @description The fields of a profile anyone may see (never email or phone). */
        PublicProfile: {
            id: components["schemas"]["Uuid"];
            /** @example María Pérez */
            name: string;
            /**
             * @description `/storage/v1/object/public/avatars/{userId}/avatar.{ext}?v={version}`, or null.
             * @example /storage/v1/object/public/avatars/3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b/avatar.png?v=9f86d081884c
             */
            avatar_url: string | null;
            /** @description A small square WebP copy of the avatar for lists, or null. */
            avatar_thumb_url: string | null;
            /** @description Average rating (0 when not rated yet). */
            rating: number;
            rating_count: number;
            /** @description Raffles of this user that reached a draw. */
            raffles_completed: number;
            /** @description Raffles whose winner confirmed receiving the prize. */
            prizes_delivered: number;
            is_verified: boolean;
            bio: string | null;
            joined_date: components["schemas"]["Timestamp"];
            type: components["schemas"]["ProfileType"];
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description Everything stored about one user (GET /me/export). Amounts are in cents. */
        AccountExport: {
            /** Format: date-time */
            exported_at: string;
            /** @description The sign-in account (id, email, email_confirmed_at, last_sign_in_at, created_at, updated_at). */
            account: {
                [key: string]: unknown;
            };
            profile: {
                [key: string]: unknown;
            } | null;
            tickets: {
                [key: string]: unknown;
            }[];
            raffles: {
                [key: string]: unknown;
            }[];
            /** @description The payment reports of the user's tickets. */
            payments: {
                [key: string]: unknown;
            }[];
            subscription_payments: {
                [key: string]: unknown;
            }[];
            payment_methods: {
                [key: string]: unknown;
            }[];
            notifications: {
                [key: string]: unknown;
            }[];
            /**
             * @description The bank statement movements imported for the user's accounts (also by a business's
             *     cashiers), oldest day first, each with its match: the payment report it paid
             *     (`payment_id`, its ticket `matched_ticket_id`), the rule (`match_rule`) and who verified it
             *     when (`verified_by`, `verified_at`); all null while it paid nothing. `description` and
             *     `reference` are the statement's text as imported (a formula-like cell stays text).
             */
            statement_movements: ({
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                payment_method_id: string;
                account_name: string;
                /** Format: date */
                movement_date: string;
                reference: string;
                description: string;
                /** @description Bolívar cents. */
                amount_cents: number;
                /** @description Its number among the identical lines (day, reference, amount) of the file that brought it. */
                occurrence: number;
                /** Format: date-time */
                imported_at: string;
                /** Format: uuid */
                payment_id: string | null;
                /** Format: uuid */
                matched_ticket_id: string | null;
                /** @enum {string|null} */
                match_rule: "reference" | "reference_suffix" | "amount_date" | null;
                /** Format: uuid */
                verified_by: string | null;
                /** Format: date-time */
                verified_at: string | null;
            } & {
                [key: string]: unknown;
            })[];
            /**
             * @description The money returned to the user for her tickets ("Devuelto", `POST /tickets/{id}/refund`),
             *     oldest first: the amount in USD cents and in bolívar cents at the organiser's rate then.
             */
            refunds: ({
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                ticket_id: string;
                amount_cents: number;
                amount_bs_cents: number | null;
                exchange_rate_cents: number | null;
                /** Format: date-time */
                returned_at: string;
            } & {
                [key: string]: unknown;
            })[];
        };
        AccountNotSettled: {
            error: {
                /** @constant */
                code: "account_not_settled";
                message: string;
                details: {
                    open_raffles: {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        /** @enum {string} */
                        status: "active" | "waiting";
                    }[];
                    unpaid_tickets: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        raffle_id: string;
                        raffle_title: string;
                        numbers: number[];
                    }[];
                };
            };
        };
        /** @description The signed-in user's own profile. */
        OwnProfile: {
            id: components["schemas"]["Uuid"];
            /** @example María Pérez */
            name: string;
            /** Format: email */
            email: string | null;
            phone: string | null;
            whatsapp: string | null;
            /** @description `/storage/v1/object/public/avatars/{userId}/avatar.{ext}?v={version}`, or null. */
            avatar_url: string | null;
            /** @description A small square WebP copy of the avatar for lists, or null. */
            avatar_thumb_url: string | null;
            rating: number;
            rating_count: number;
            is_verified: boolean;
            bio: string | null;
            joined_date: components["schemas"]["Timestamp"];
            type: components["schemas"]["ProfileType"];
            /** @description A business membership is active (paid plan with the back-office). */
            membership_active: boolean;
            is_super_admin: boolean;
            /** @description High-priority notifications (ticket paid, ticket winner, raffle cancelled) are also e-mailed. On by default. */
            email_notifications: boolean;
            /** @description The Bs-per-USD rate (tasa) buyers of the user's raffles see their totals in. */
            exchange_rate: components["schemas"]["ExchangeRate"];
            exchange_rate_at: components["schemas"]["Timestamp"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        PublicProfileList: {
            data: components["schemas"]["PublicProfile"][];
            /** @description The length of `data`. */
            count: number;
        };
        /** @description Fields to change (trimmed; absent or null = unchanged). Any other field is ignored. */
        ProfileUpdate: {
            /** @description 2–80 characters after trimming. */
            name?: string | null;
            /**
             * @description 7–20 characters of digits, spaces, `+` (first only), `-`, `(`, `)`; `""` clears it.
             * @example +58 414-1234567
             */
            phone?: string | null;
            /**
             * @description The WhatsApp number, same rules as `phone`; shown on the raffles of a business.
             * @example +58 414-1234567
             */
            whatsapp?: string | null;
            /** @description Up to 500 characters; `""` clears it. */
            bio?: string | null;
            /** @description Whether high-priority notifications are also e-mailed. */
            email_notifications?: boolean | null;
            /**
             * @description The Bs-per-USD rate (tasa), at most two decimals; `exchange_rate_at` becomes now. `0` removes
             *     it (buyers then see dollars only); absent or null = unchanged.
             */
            exchange_rate?: number | null;
        };
        /**
         * @description Pago móvil, bank transfer, Zelle or cash.
         * @enum {string}
         */
        PaymentMethodType: "pago_movil" | "transferencia" | "zelle" | "efectivo";
        /** Pago móvil */
        PagoMovilDetails: {
            /** @example Banesco */
            bank: string;
            /**
             * @description A Venezuelan mobile number.
             * @example 0414-1234567
             */
            phone: string;
            /**
             * @description Cédula or RIF as people write it (`V-18.456.789`, `18456789`, `J-12345678-9`); stored and answered as `V-18456789`, a 9-digit RIF as `J-12345678-9`.
             * @example V-12345678
             */
            id_number: string;
        };
        /** Transferencia */
        TransferenciaDetails: {
            bank: string;
            /**
             * @description 20 digits, optionally grouped 4-4-2-10 with dashes.
             * @example 01340000000000000000
             */
            account_number: string;
            holder: string;
            /** @description As in PagoMovilDetails. */
            id_number: string;
        };
        /** Zelle */
        ZelleDetails: {
            /** @example maria@example.com */
            email: string;
            holder: string;
        };
        /** Efectivo */
        EfectivoDetails: {
            /** @example Entrega en Maracaibo, C.C. Sambil */
            notes?: string;
        };
        /**
         * @description Depends on the method's `type`: `pago_movil` → `PagoMovilDetails`, `transferencia` →
         *     `TransferenciaDetails`, `zelle` → `ZelleDetails`, `efectivo` → `EfectivoDetails` (`{}` or
         *     `{notes}`). Values are trimmed by the server; keys the type does not define are dropped.
         */
        PaymentMethodDetails: components["schemas"]["PagoMovilDetails"] | components["schemas"]["TransferenciaDetails"] | components["schemas"]["ZelleDetails"] | components["schemas"]["EfectivoDetails"];
        PaymentMethod: {
            id: components["schemas"]["Uuid"];
            user_id: components["schemas"]["Uuid"];
            type: components["schemas"]["PaymentMethodType"];
            /**
             * @description The owner's label for it.
             * @example Mi pago móvil
             */
            name: string;
            details: components["schemas"]["PaymentMethodDetails"];
            is_default: boolean;
            /** @description Always true in answers (deleted methods are never listed). */
            is_active: boolean;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        PaymentMethodList: {
            data: components["schemas"]["PaymentMethod"][];
            /** @description The length of `data` (these lists are not paged). */
            count: number;
        };
        PaymentMethodCreate: {
            type: components["schemas"]["PaymentMethodType"];
            /** @description 2–60 characters after trimming. */
            name: string;
            /** @description Required keys depend on `type`; may be omitted for `efectivo`. */
            details?: components["schemas"]["PaymentMethodDetails"];
            /**
             * @description `true` makes this the only default method.
             * @default false
             */
            is_default?: boolean;
        };
        /** @description Send only the fields to change (a field sent as `null` is invalid). `is_default` is ignored here. */
        PaymentMethodUpdate: {
            type?: components["schemas"]["PaymentMethodType"];
            name?: string;
            details?: components["schemas"]["PaymentMethodDetails"];
        };
        Plan: {
            id: components["schemas"]["Uuid"];
            /** @example Básico */
            name: string;
            /**
             * @description ASCII lower-case name.
             * @example basico
             */
            slug: string;
            description: string;
            /** @description Monthly price in US dollars (0 for Gratis). */
            price: components["schemas"]["Money"];
            is_active: boolean;
            can_create_public: boolean;
            can_create_private: boolean;
            /** @description Gives the business back-office (and cashiers). */
            has_admin_panel: boolean;
            /** @description Active or waiting raffles at a time; null = unlimited. */
            max_active_raffles: number | null;
            /** @enum {integer} */
            max_tickets_per_raffle: 100 | 1000 | 10000;
            /** @description null = unlimited. */
            max_cashiers: number | null;
            sort_order: number;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        PlanSummary: {
            id: components["schemas"]["Uuid"];
            name: string;
            price: components["schemas"]["Money"];
        };
        PlanList: {
            data: components["schemas"]["Plan"][];
            count: number;
        };
        CurrentPlan: {
            plan: components["schemas"]["Plan"];
            /** @description The current (active) subscription, or null on the free plan. */
            subscription: components["schemas"]["Subscription"] | null;
        };
        Permissions: {
            can_create_public_raffle: boolean;
            can_create_private_raffle: boolean;
            has_admin_panel_access: boolean;
            /** @description The caller's raffles that count against the plan's limit (`active` or `waiting`). */
            active_raffles: number;
            /** @description The current plan's limit of active raffles; null for unlimited. */
            max_active_raffles: number | null;
        };
        /** @enum {string} */
        SubscriptionStatus: "pending" | "active" | "cancelled" | "expired";
        Subscription: {
            id: components["schemas"]["Uuid"];
            user_id: components["schemas"]["Uuid"];
            plan_id: components["schemas"]["Uuid"];
            status: components["schemas"]["SubscriptionStatus"];
            start_date: components["schemas"]["Timestamp"];
            end_date: components["schemas"]["Timestamp"];
            /** @description At the end of the term the job runner prepares the renewal (a pending subscription of the same plan, `renewal_of` this one, starting at `end_date`) and the plan stays in effect until `grace_until` (3 days) for it to be paid; without auto-renew, or unpaid by then, the plan falls back to Gratis. */
            auto_renew: boolean;
            /** @description An own payment method, or null. */
            payment_method_id: components["schemas"]["Uuid"] | null;
            next_payment_date: components["schemas"]["Timestamp"] | null;
            last_payment_date: components["schemas"]["Timestamp"] | null;
            /** @description Set when an auto-renewing term ended with its renewal prepared: the plan stays in effect until then for the renewal to be paid. Null otherwise. */
            grace_until: components["schemas"]["Timestamp"] | null;
            /** @description The subscription whose renewal this one is (prepared by the job runner), or null. */
            renewal_of: components["schemas"]["Uuid"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            plan: components["schemas"]["Plan"];
        };
        SubscriptionList: {
            data: components["schemas"]["Subscription"][];
            count: number;
        };
        SubscriptionCreate: {
            plan_id: components["schemas"]["Uuid"];
            /** @description An own active payment method (optional). */
            payment_method_id?: components["schemas"]["Uuid"] | null;
            /** @default true */
            auto_renew?: boolean;
        };
        SubscriptionUpdate: {
            auto_renew?: boolean;
            /** @description An own active payment method, or null to unset. */
            payment_method_id?: components["schemas"]["Uuid"] | null;
        };
        SubscriptionPayment: {
            id: components["schemas"]["Uuid"];
            subscription_id: components["schemas"]["Uuid"];
            amount: components["schemas"]["Money"];
            payment_method_id: components["schemas"]["Uuid"] | null;
            /** @enum {string} */
            status: "pending" | "completed" | "failed" | "refunded";
            reference: string | null;
            payment_date: components["schemas"]["Timestamp"];
            created_at: components["schemas"]["Timestamp"];
        };
        SubscriptionPaymentList: {
            data: components["schemas"]["SubscriptionPayment"][];
            count: number;
        };
        /** @description One of the platform's accounts where subscription payments are sent. */
        MobilePaymentConfig: {
            id: components["schemas"]["Uuid"];
            payment_method: components["schemas"]["PaymentMethodType"];
            bank: string | null;
            phone: string | null;
            id_number: string | null;
            holder: string | null;
            instructions: string | null;
            is_active: boolean;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        MobilePaymentConfigList: {
            data: components["schemas"]["MobilePaymentConfig"][];
            count: number;
        };
        MobilePaymentConfigCreate: {
            payment_method: components["schemas"]["PaymentMethodType"];
            bank?: string | null;
            phone?: string | null;
            id_number?: string | null;
            holder?: string | null;
            instructions?: string | null;
            /** @default true */
            is_active?: boolean;
        };
        MobilePaymentConfigUpdate: {
            payment_method?: components["schemas"]["PaymentMethodType"];
            bank?: string | null;
            phone?: string | null;
            id_number?: string | null;
            holder?: string | null;
            instructions?: string | null;
            is_active?: boolean;
        };
        UploadedFile: {
            /** @constant */
            bucket: "verification-documents";
            /**
             * @description `{userId}/payment-screenshots/{timestamp}.{ext}` — send it as `screenshot_path`.
             * @example 3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b/payment-screenshots/1795273445123.jpg
             */
            path: string;
            /** @description A short-lived signed URL (`/storage/v1/object/sign/…?expires=…&token=…`) to preview it. */
            url: string;
            expires_at: components["schemas"]["Timestamp"];
            /** @enum {string} */
            content_type: "image/jpeg" | "image/png" | "image/webp";
            size: number;
        };
        /** @description A value read in a proof, in its normal form, with the line it was read from. */
        ProofReadField: null | {
            value: string;
            text: string;
            confidence: number;
            /** @description Banks only (origin_bank, destination_bank) — the bank's usual name ("Banesco"). */
            name?: string;
        };
        /**
         * @description What the payer typed beside what the proof's picture says (read by OCR, see
         *     `GET /uploads/payment-screenshots/reading`), for the reviewer only (the payee, their cashiers,
         *     a super admin). Per field: `reported` (as typed, normalised: amounts "1234.56", dates
         *     "2026-11-27" in Venezuelan time), `read` (null when not read), the reading's confidence, and
         *     `mismatch` when they disagree. `flags` are the signs to look at:
         *     `amount_differs` (the amount read is not the one reported, in its currency or at the
         *     report's rate within 1%), `reference_differs` (the digits differ; a reference shortened by the
         *     bank to its last ≥ 4 digits is the same), `date_before_purchase` (the payment's date is
         *     before the purchase's day), `destination_not_own` (the phones read are none of the payee's
         *     methods, or the destination bank is none of their banks), `unreadable` (the picture could
         *     not be read or nothing payment-like was found in it). A flag is raised only on something
         *     read. Information for a person: it verifies or rejects nothing. `status` is `none` when the
         *     report has no proof, else the reading's status.
         */
        ProofCheck: {
            /** @enum {string} */
            status: "none" | "pending" | "reading" | "read" | "failed";
            /** @description Whether the picture looks like a payment receipt (null until read). */
            receipt: boolean | null;
            fields: {
                /** @enum {string} */
                field: "reference" | "amount" | "currency" | "date" | "bank" | "destination_phone" | "destination_bank";
                reported: string | null;
                /** @description Banks as "Banesco (0134)"; phones as "04245556677", several joined by ", ". */
                read: string | null;
                confidence: number | null;
                mismatch: boolean;
            }[];
            flags: ("amount_differs" | "reference_differs" | "date_before_purchase" | "destination_not_own" | "unreadable")[];
        };
        ProofReading: {
            path: string;
            /** @enum {string} */
            status: "pending" | "reading" | "read" | "failed";
            /** @description The version of the reader that read (or is reading) it; a newer one reads it again. */
            reader_version: number | null;
            /** @description False when nothing payment-like was read (a photo, a meme, a blank picture). */
            receipt: boolean | null;
            /** @description The fields read (null until `read`). */
            fields: null | {
                receipt: boolean;
                reference: components["schemas"]["ProofReadField"];
                /** @description Dot decimals, no thousands: "1234.56". */
                amount: components["schemas"]["ProofReadField"];
                /** @description "VES" or "USD". */
                currency: components["schemas"]["ProofReadField"];
                /** @description "2026-11-27". */
                date: components["schemas"]["ProofReadField"];
                /** @description 24-hour "14:32". */
                time: components["schemas"]["ProofReadField"];
                /** @description Four-digit bank code ("0134"). */
                origin_bank: components["schemas"]["ProofReadField"];
                destination_bank: components["schemas"]["ProofReadField"];
                phones: components["schemas"]["ProofReadField"][];
                /** @description "V-18456789". */
                cedula: components["schemas"]["ProofReadField"];
            };
            /** @description Why it could not be read (status `failed`). */
            error: string | null;
        };
        /** @enum {string} */
        SubscriptionMobilePaymentStatus: "pending" | "approved" | "rejected";
        SubscriptionMobilePayment: {
            id: components["schemas"]["Uuid"];
            user_id: components["schemas"]["Uuid"];
            subscription_id: components["schemas"]["Uuid"];
            plan: components["schemas"]["PlanSummary"];
            /** @description The plan's price when the payment was reported. */
            amount: components["schemas"]["Money"];
            /** @description That price in bolívares at the platform's rate when reported (null when no rate was set). */
            amount_ves: number | null;
            /** @description The platform's Bs-per-USD rate used for `amount_ves`, fixed when reported. */
            exchange_rate: number | null;
            /** @description What the payer says they sent, in `reported_currency`. */
            reported_amount: components["schemas"]["Money"];
            reported_currency: components["schemas"]["PaymentCurrency"];
            /** @description True when `reported_amount` is below the expected amount in that currency (`amount` for USD, `amount_ves` for VES). */
            shortfall: boolean;
            mobile_number: string;
            payment_method: components["schemas"]["PaymentMethodType"];
            reference_number: string;
            /** @description A fresh short-lived signed URL of the proof (for its owner and super admins), or null. */
            screenshot_url: string | null;
            status: components["schemas"]["SubscriptionMobilePaymentStatus"];
            /** @description The reviewing super admin. */
            admin_id: components["schemas"]["Uuid"] | null;
            admin_notes: string | null;
            reviewed_at: components["schemas"]["Timestamp"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        SubscriptionMobilePaymentList: {
            data: components["schemas"]["SubscriptionMobilePayment"][];
            count: number;
        };
        SubscriptionMobilePaymentCreate: {
            subscription_id: components["schemas"]["Uuid"];
            /** @description The payer's mobile number. */
            mobile_number: string;
            /** @default pago_movil */
            payment_method?: components["schemas"]["PaymentMethodType"];
            /** @description The bank's reference of the payment. */
            reference_number: string;
            /** @description The amount sent, at most two decimals (a comma or a dot as the decimal mark in the web form). */
            reported_amount: number;
            /** @default VES */
            reported_currency?: components["schemas"]["PaymentCurrency"];
            /** @description The `path` returned by `POST /uploads/payment-screenshots` (must be the caller's). */
            screenshot_path: string;
        };
        /** @description A subscription mobile payment as the super admin sees it, with the payer. */
        AdminMobilePayment: components["schemas"]["SubscriptionMobilePayment"] & {
            duplicate_flags: components["schemas"]["MobilePaymentDuplicateFlag"][];
            /** @description The proof's reading against the payment reported (destination checked against the platform's active mobile payment data). */
            proof_check: components["schemas"]["ProofCheck"];
            user: {
                id: components["schemas"]["Uuid"];
                name: string;
                email: string | null;
            };
        };
        AdminMobilePaymentList: {
            data: components["schemas"]["AdminMobilePayment"][];
            count: number;
        };
        PlatformExchangeRate: {
            /**
             * @description Bolívares per US dollar set by the super admin (at most two decimals), or null when not set.
             * @example 245.5
             */
            exchange_rate: number | null;
            exchange_rate_at: components["schemas"]["Timestamp"] | null;
        };
        PlatformExchangeRateUpdate: {
            /** @description Bolívares per US dollar, at most two decimals. */
            exchange_rate: number;
        };
        /**
         * @description An earlier payment report that looks like this subscription payment. `reference`: another
         *     subscription payment with the same reference (digits only). `same_image`: the same proof file
         *     (SHA-256), in a subscription payment or a ticket payment report. `similar_image`: a
         *     near-identical picture (perceptual hash within `distance` bits of 64). An earlier subscription
         *     payment is named (its payer, its proof); a ticket payment report only by kind and date.
         */
        MobilePaymentDuplicateFlag: {
            /** @enum {string} */
            kind: "reference" | "same_image" | "similar_image";
            /** @enum {string} */
            source: "subscription" | "ticket";
            reported_at: components["schemas"]["Timestamp"];
            /** @description The earlier subscription mobile payment (null for a ticket payment report). */
            payment_id: components["schemas"]["Uuid"] | null;
            user_name: string | null;
            screenshot_url: string | null;
            distance: number | null;
        };
        AdminDashboardPeriod: {
            new_users: number;
            raffles_created: number;
            tickets_sold: number;
            numbers_sold: number;
            /** @description The price of every ticket not cancelled, paid or not (unpaid and rejected included). */
            amount_sold: components["schemas"]["Money"];
            /** @description The price of the tickets whose payment was verified (status paid). */
            amount_paid: components["schemas"]["Money"];
            amount_reported: components["schemas"]["Money"];
            subscription_revenue: components["schemas"]["Money"];
        };
        AdminDashboardDay: {
            /**
             * Format: date
             * @description A UTC calendar day.
             */
            date: string;
            new_users: number;
            tickets_sold: number;
            amount_sold: components["schemas"]["Money"];
        };
        AdminDashboard: {
            generated_at: components["schemas"]["Timestamp"];
            users: {
                total: number;
                /** @description Business profiles with an active membership. */
                business: number;
                super_admins: number;
            };
            raffles: {
                active: number;
                waiting: number;
                completed: number;
                cancelled: number;
            };
            periods: {
                today: components["schemas"]["AdminDashboardPeriod"];
                last_7_days: components["schemas"]["AdminDashboardPeriod"];
                last_30_days: components["schemas"]["AdminDashboardPeriod"];
            };
            /** @description Every plan with its active subscriptions now, by price. */
            subscriptions: {
                plan_id: components["schemas"]["Uuid"];
                name: string;
                active: number;
            }[];
            pending: {
                /** @description Subscription mobile payments waiting for review. */
                mobile_payments: number;
                /** @description Pending subscriptions (not paid yet). */
                subscriptions: number;
            };
            /** @description The last 30 UTC days, oldest first, today last. */
            daily: components["schemas"]["AdminDashboardDay"][];
        };
        AdminPlan: components["schemas"]["Plan"] & {
            active_subscriptions: number;
            /** @description Subscriptions of any status; a plan with any cannot be deleted. */
            total_subscriptions: number;
        };
        AdminPlanList: {
            data: components["schemas"]["AdminPlan"][];
            count: number;
        };
        PlanCreate: {
            name: string;
            description?: string;
            price: components["schemas"]["Money"];
            /** @default true */
            is_active?: boolean;
            /** @default true */
            can_create_public?: boolean;
            /** @default false */
            can_create_private?: boolean;
            /** @default false */
            has_admin_panel?: boolean;
            max_active_raffles?: number | null;
            /** @enum {integer} */
            max_tickets_per_raffle: 100 | 1000 | 10000;
            max_cashiers?: number | null;
            sort_order?: number;
        };
        PlanUpdate: {
            name?: string;
            description?: string;
            price?: components["schemas"]["Money"];
            is_active?: boolean;
            can_create_public?: boolean;
            can_create_private?: boolean;
            has_admin_panel?: boolean;
            max_active_raffles?: number | null;
            /** @enum {integer} */
            max_tickets_per_raffle?: 100 | 1000 | 10000;
            max_cashiers?: number | null;
            sort_order?: number;
        };
        AuditEntry: {
            id: components["schemas"]["Uuid"];
            /** @description Who did it (null for the server's own jobs or a deleted account). */
            actor: {
                id: components["schemas"]["Uuid"];
                name: string;
                email: string | null;
            } | null;
            /** @description What happened, e.g. `mobile_payment.approved`, `mobile_payment_config.updated`, `exchange_rate.set`, `plan.updated`. */
            action: string;
            entity: string;
            entity_id: string | null;
            /** @description What changed (the fields before and after, the notes). */
            data: Record<string, never>;
            created_at: components["schemas"]["Timestamp"];
        };
        AuditEntryList: {
            data: components["schemas"]["AuditEntry"][];
            count: number;
        };
        ReviewNotes: {
            /** @description Optional notes for the payer. */
            notes?: string | null;
        };
        /**
         * @description `active` selling; `waiting` all numbers sold, waiting for the draw; `completed` drawn (winner set); `cancelled`.
         * @enum {string}
         */
        RaffleStatus: "active" | "waiting" | "completed" | "cancelled";
        /**
         * @description Lotería Nacional, Lotería del Zulia, Lotería de Caracas, Lotería del Táchira, Lotería de Oriente.
         * @enum {string}
         */
        Lottery: "nacional" | "zulia" | "caracas" | "tachira" | "oriente";
        /**
         * @description Numbers run 0 … total_tickets-1, shown zero-padded (00–99, 000–999, 0000–9999).
         * @enum {integer}
         */
        TotalTickets: 100 | 1000 | 10000;
        ImageVariant: {
            width: number;
            /** @description `/storage/v1/object/public/…?v=…` of a WebP image at most `width` pixels wide. */
            url: string;
        };
        /**
         * @description How long a purchase holds its numbers without a reported payment (15 minutes to 72 hours). Locked after the first sale.
         * @default 1440
         */
        ReservationMinutes: number;
        /**
         * @description The creator's rate in bolívares per US dollar (at most two decimals), or null when not set.
         * @example 245.5
         */
        ExchangeRate: number | null;
        RaffleCreator: {
            id: components["schemas"]["Uuid"];
            name: string;
            rating: number;
            rating_count: number;
            /** @description Raffles of this creator that reached a draw (winner or void). */
            raffles_completed: number;
            /** @description Raffles whose winner confirmed receiving the prize. */
            prizes_delivered: number;
            is_verified: boolean;
            /** @description `/storage/v1/object/public/avatars/{userId}/avatar.{ext}?v={version}`, or null. */
            avatar_url: string | null;
            /** @description A small square WebP copy of the avatar for lists, or null. */
            avatar_thumb_url: string | null;
            exchange_rate: components["schemas"]["ExchangeRate"];
            /** @description When the creator set the rate. */
            exchange_rate_at: components["schemas"]["Timestamp"] | null;
            /** @description A business's contact numbers (its settings), shown on its raffles; null for anyone else. */
            contact: components["schemas"]["BusinessContact"] | null;
        };
        BusinessContact: {
            phone: string | null;
            whatsapp: string | null;
        };
        ModerationReason: {
            reason: string;
        };
        AdminUser: {
            id: components["schemas"]["Uuid"];
            name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            type: "user" | "business";
            membership_active: boolean;
            is_super_admin: boolean;
            suspended_at: components["schemas"]["Timestamp"] | null;
            suspension_reason: string | null;
            created_at: components["schemas"]["Timestamp"];
            /** @description Raffles created. */
            raffles: number;
            /** @description Of those, active or sold out (waiting). */
            open_raffles: number;
            /** @description The cédulas or RIFs of the user's active payment methods, as typed. */
            id_numbers: string[];
        };
        AdminUserList: {
            data: components["schemas"]["AdminUser"][];
            count: number;
        };
        RaffleReport: {
            id: components["schemas"]["Uuid"];
            raffle: {
                id: components["schemas"]["Uuid"];
                title: string;
                /** @enum {string} */
                status: "active" | "waiting" | "completed" | "cancelled";
                is_blocked: boolean;
                taken_down: boolean;
            };
            reporter: {
                id: components["schemas"]["Uuid"];
                name: string;
                email: string | null;
            };
            reason: string;
            /** @enum {string} */
            status: "open" | "dismissed" | "actioned";
            created_at: components["schemas"]["Timestamp"];
            resolved_at: components["schemas"]["Timestamp"] | null;
        };
        RaffleReportList: {
            data: components["schemas"]["RaffleReport"][];
            count: number;
        };
        /** @description Why a raffle is blocked; present only on a blocked raffle (which only its creator and the super admin open). */
        RaffleModeration: {
            taken_down: boolean;
            taken_down_at: components["schemas"]["Timestamp"] | null;
            /** @description The super admin's reason for the take-down. */
            reason: string | null;
            creator_suspended: boolean;
        };
        Raffle: {
            id: components["schemas"]["Uuid"];
            /** @example iPhone 16 Pro Max */
            title: string;
            description: string;
            /** @description `/storage/v1/object/public/raffle-images/…?v=…`, or null (the app shows a placeholder). */
            image_url: string | null;
            /** @description Smaller WebP copies of the image for cards, lists and the raffle page (for `srcset`), narrowest first; empty without an image. */
            image_variants: components["schemas"]["ImageVariant"][];
            /** @description Price of one number. */
            ticket_price: components["schemas"]["Money"];
            total_tickets: components["schemas"]["TotalTickets"];
            /** @description Numbers held by non-cancelled tickets. */
            sold_tickets: number;
            end_date: components["schemas"]["Timestamp"];
            status: components["schemas"]["RaffleStatus"];
            lottery: components["schemas"]["Lottery"];
            creator_id: components["schemas"]["Uuid"];
            /** @description Private raffles never appear in lists or search; they open by their link. */
            is_private: boolean;
            tags: string[];
            /** @description Set when completed and the winning number's ticket has a registered buyer. */
            winner_id: components["schemas"]["Uuid"] | null;
            winner_number: number | null;
            reservation_minutes: components["schemas"]["ReservationMinutes"];
            /** @description The lottery draw that decides the winner (at or after `end_date`). Locked after the first sale. */
            draw_at: components["schemas"]["Timestamp"];
            unsold_rule: components["schemas"]["UnsoldRule"];
            /** @description When sales closed and the sold numbers were sealed; null while selling. */
            sales_closed_at: components["schemas"]["Timestamp"] | null;
            /** @description SHA-256 (hex) of the sealed list (`GET /raffles/{id}/seal.txt`); null before the seal. */
            seal_sha256: string | null;
            /** @description The latest recorded draw, or null before the first. */
            result: components["schemas"]["DrawResult"] | null;
            /** @description When the winner confirmed receiving the prize. */
            prize_confirmed_at: components["schemas"]["Timestamp"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            creator: components["schemas"]["RaffleCreator"];
            moderation?: components["schemas"]["RaffleModeration"];
        };
        RaffleList: {
            data: components["schemas"]["Raffle"][];
            count: number;
        };
        /** @description The raffle fields shown next to a ticket or payment. */
        RaffleSummary: {
            id: components["schemas"]["Uuid"];
            title: string;
            image_url: string | null;
            ticket_price: components["schemas"]["Money"];
            total_tickets: components["schemas"]["TotalTickets"];
            end_date: components["schemas"]["Timestamp"];
            status: components["schemas"]["RaffleStatus"];
            lottery: components["schemas"]["Lottery"];
            creator_id: components["schemas"]["Uuid"];
            is_private: boolean;
            winner_number: number | null;
            draw_at: components["schemas"]["Timestamp"];
            /** @description The latest draw's outcome, or null before the draw. */
            draw_outcome: components["schemas"]["DrawOutcome"] | null;
            prize_confirmed_at: components["schemas"]["Timestamp"] | null;
        };
        RaffleCreate: {
            /** @description Trimmed; one line. */
            title: string;
            /**
             * @description Trimmed; line breaks allowed.
             * @default
             */
            description?: string;
            /** @description Price of one number in US dollars; at most two decimals. */
            ticket_price: number;
            total_tickets: components["schemas"]["TotalTickets"];
            /** @description When the lottery draws; in the future and within one year. */
            end_date: components["schemas"]["TimestampInput"];
            lottery: components["schemas"]["Lottery"];
            /** @default false */
            is_private?: boolean;
            /**
             * @description Trimmed; the same tag twice (ignoring case and accents) is 422.
             * @default []
             */
            tags?: string[];
            reservation_minutes?: components["schemas"]["ReservationMinutes"];
            /** @description The lottery draw that decides (default `end_date`); at or after `end_date` and at most 30 days after it. Locked after the first sale. */
            draw_at?: components["schemas"]["TimestampInput"];
            /** @description Default `next_draw`. Locked after the first sale. */
            unsold_rule?: components["schemas"]["UnsoldRule"];
        };
        /** @description Fields to change; see the operation for which may change when. */
        RaffleUpdate: {
            title?: string;
            description?: string;
            /** @description Price of one number in US dollars; at most two decimals. */
            ticket_price?: number;
            total_tickets?: components["schemas"]["TotalTickets"];
            /** @description When the lottery draws; in the future and within one year. */
            end_date?: components["schemas"]["TimestampInput"];
            lottery?: components["schemas"]["Lottery"];
            is_private?: boolean;
            /** @description Trimmed; the same tag twice (ignoring case and accents) is 422. */
            tags?: string[];
            reservation_minutes?: components["schemas"]["ReservationMinutes"];
            /** @description The lottery draw that decides (default `end_date`); at or after `end_date` and at most 30 days after it. Locked after the first sale. */
            draw_at?: components["schemas"]["TimestampInput"];
            /** @description Default `next_draw`. Locked after the first sale. */
            unsold_rule?: components["schemas"]["UnsoldRule"];
        };
        /**
         * @description What happens when the drawn number has no paid ticket: `next_draw` the same lottery's next draw
         *     decides; `nearest_sold` the nearest paid number above wins (after the last number comes 0);
         *     `void` the raffle ends with no winner. Locked after the first sale.
         * @enum {string}
         */
        UnsoldRule: "next_draw" | "nearest_sold" | "void";
        /**
         * @description `winner` the drawn number's paid ticket won; `nearest_sold` the nearest paid number above it won; `void` no winner; `next_draw` the next draw of the lottery decides (the raffle is still `waiting`).
         * @enum {string}
         */
        DrawOutcome: "winner" | "nearest_sold" | "void" | "next_draw";
        /** @description The latest recorded draw of a raffle. */
        DrawResult: {
            /**
             * @description The number published by the lottery, as entered; null when only a `winner_number` was given.
             * @example 4821
             */
            lottery_result: string | null;
            /** @description The last 2, 3 or 4 digits of the result. */
            drawn_number: number;
            outcome: components["schemas"]["DrawOutcome"];
            /** @description The number that won (null for `void` and `next_draw`). */
            winner_number: number | null;
            /** @description The winning buyer's masked name ("María G."), or null without a winner. */
            winner_name: string | null;
            /** @description Link to the official result, when given. */
            result_url: string | null;
            /** @description Photo of the official result, when uploaded. */
            result_image_url: string | null;
            drawn_at: components["schemas"]["Timestamp"];
            /** @description Why a super admin corrected the draw; null when never corrected. */
            correction_reason: string | null;
            corrected_at: components["schemas"]["Timestamp"] | null;
        };
        /** @description Exactly one of `lottery_result` and `winner_number`. */
        DrawRequest: {
            /** @description The number published by the lottery; at least as many digits as the raffle uses (2, 3 or 4). */
            lottery_result?: string;
            /** @description The lottery result's last 2, 3 or 4 digits (0 … total_tickets-1). */
            winner_number?: number;
            /** @description An http(s) link to the official result. */
            result_url?: string;
        };
        /** @description What the raffle's rule decides for this result against the tickets paid now. */
        DrawPreview: {
            /** @description The last 2, 3 or 4 digits of the result. */
            drawn_number: number;
            /** @enum {string} */
            outcome: "winner" | "nearest_sold" | "void" | "next_draw";
            /** @description The winning number (the drawn one, or by `nearest_sold` the nearest paid above it). */
            winner_number: number | null;
            /** Format: uuid */
            winner_ticket_id: string | null;
            /** @description The winning ticket's buyer, masked ("Luis P."). */
            winner_name: string | null;
            /** @enum {string} */
            unsold_rule: "nearest_sold" | "void" | "next_draw";
        };
        /** @description Exactly one of `lottery_result` and `winner_number`, and the reason. */
        DrawCorrection: {
            lottery_result?: string;
            winner_number?: number;
            result_url?: string;
            /** @description Shown on the raffle page and kept in the audit log. */
            reason: string;
        };
        DrawAttempt: {
            id: components["schemas"]["Uuid"];
            lottery_result: string | null;
            drawn_number: number;
            outcome: components["schemas"]["DrawOutcome"];
            winner_number: number | null;
            winner_name: string | null;
            result_url: string | null;
            result_image_url: string | null;
            /** @description Set on a super admin's correction. */
            correction_reason: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        DrawAttemptList: {
            data: components["schemas"]["DrawAttempt"][];
        };
        Seal: {
            raffle_id: components["schemas"]["Uuid"];
            sha256: string;
            sealed_at: components["schemas"]["Timestamp"];
            /** @description Sold numbers in the list. */
            line_count: number;
            /** @description Numbers sealed as paid. */
            paid_count: number;
            /** @description Numbers sealed as pending. */
            pending_count: number;
            /** @enum {integer} */
            digits: 2 | 3 | 4;
            /** @description Tickets sealed as pending whose payment was verified afterwards, in the order it happened. */
            paid_after_seal: {
                ticket_id: components["schemas"]["Uuid"];
                numbers: number[];
                paid_at: components["schemas"]["Timestamp"];
            }[];
        };
        RaffleNumbers: {
            /**
             * @description The blocks (talonarios) of active sellers that the creator locked for online buyers (issue 36),
             *     ascending: their free numbers cannot be bought online (`409 numbers_unavailable`), so the grid
             *     shows them not available. A change of them bumps `numbers_version` too. Always sent by this server.
             */
            locked?: {
                start: number;
                end: number;
            }[];
            total_tickets: components["schemas"]["TotalTickets"];
            /** @description Bumped by every purchase and cancellation; `raffle.numbers` events carry the version after their change. */
            numbers_version: number;
            /** @description Numbers held by non-cancelled tickets, ascending. */
            taken: number[];
        };
        Availability: {
            /** @description True when none of the asked numbers is taken. */
            available: boolean;
            /** @description The asked numbers that are taken, ascending. */
            unavailable: number[];
        };
        /** @description Only `numbers`; price and buyer come from the raffle and the caller's profile. */
        PurchaseRequest: {
            /** @description Distinct numbers within 0 … total_tickets-1. */
            numbers: number[];
            /** @description The code of the seller's link the buyer came through (`?v=`); an active seller's credits them, any other is ignored. */
            seller_code?: string;
        };
        /**
         * @description `pending` on purchase; `paid` once the payment is validated; `cancelled` frees the numbers.
         * @enum {string}
         */
        TicketStatus: "pending" | "paid" | "cancelled";
        Ticket: {
            id: components["schemas"]["Uuid"];
            raffle_id: components["schemas"]["Uuid"];
            /** @description The buyer's account for an online purchase; null for a counter sale (a counter sale to a registered e-mail is in that account's `GET /me/tickets`, but which account it is is never told, so an e-mail typed at the counter reveals no account id). */
            user_id: components["schemas"]["Uuid"] | null;
            /**
             * @example [
             *       7,
             *       21,
             *       42
             *     ]
             */
            numbers: number[];
            status: components["schemas"]["TicketStatus"];
            /** @description Count of numbers × the raffle's ticket price at purchase time. */
            price: components["schemas"]["Money"];
            /** @description "" when unknown. */
            buyer_name: string;
            /** @description "" when unknown. */
            buyer_email: string;
            /** @description "" when unknown. */
            buyer_phone: string;
            /** @description The owner or cashier who sold it at the counter; null for online purchases. */
            sold_by: components["schemas"]["Uuid"] | null;
            /** @description How a counter sale is paid; null for online purchases and counter sales that recorded no method. The server always sends it (not in `required` so clients built before it still type-check). */
            counter_payment?: components["schemas"]["CounterPayment"] | null;
            /**
             * @description When an unpaid hold ends: a `pending` ticket with no payment under review is cancelled then
             *     and its numbers are freed. Null while a reported payment is under review, once paid or
             *     cancelled, and for counter sales.
             */
            expires_at: components["schemas"]["Timestamp"] | null;
            /**
             * @description When the hold-expiry job cancelled this ticket (its hold ran out without a payment report):
             *     its creator may reinstate it (`POST /tickets/{id}/reinstate`) while its numbers are free.
             *     Null for any other ticket.
             */
            expired_at: components["schemas"]["Timestamp"] | null;
            /** @description The verification status of the ticket's payment report, or null when none was reported. */
            payment_status: components["schemas"]["VerificationStatus"] | null;
            /**
             * @description A payment report of the ticket, or a part of it (an abono), was verified: money was received.
             *     Its buyer can no longer cancel it (`409 payment_received`); cancelled by the organiser, what
             *     was verified is to be returned (`GET /tickets/{id}/payments`, `balance.overpaid`). The server
             *     always sends it (not in `required` so clients built before it still type-check).
             */
            has_verified_payment?: boolean;
            /** @description The code of the public receipt `/t/{receipt_code}` (`GET /receipts/{code}`); 128 random bits as 32 hexadecimal characters, nothing derived from the time or the ticket. */
            receipt_code: string;
            /** @description The rating its buyer gave the organiser for this ticket, or null. */
            rating: number | null;
            purchase_date: components["schemas"]["Timestamp"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        RatingCreate: {
            rating: number;
            /**
             * @description Trimmed; optional.
             * @default
             */
            comment?: string;
        };
        Rating: {
            id: components["schemas"]["Uuid"];
            ticket_id: components["schemas"]["Uuid"];
            raffle_id: components["schemas"]["Uuid"];
            rating: number;
            comment: string;
            created_at: components["schemas"]["Timestamp"];
        };
        PublicRating: {
            id: components["schemas"]["Uuid"];
            rating: number;
            comment: string;
            /** @description Masked ("María G."). */
            rater_name: string;
            raffle_id: components["schemas"]["Uuid"];
            raffle_title: string;
            created_at: components["schemas"]["Timestamp"];
        };
        PublicRatingList: {
            data: components["schemas"]["PublicRating"][];
            count: number;
        };
        Receipt: {
            /**
             * @description How it was paid (issue 36): a counter sale's method with, in bolívares, the rate used and the
             *     price in Bs; an online purchase's reported method (never its reference, phone or amount);
             *     null when nothing says it.
             */
            payment: components["schemas"]["ReceiptPayment"] | null;
            code: string;
            ticket_id: components["schemas"]["Uuid"];
            numbers: number[];
            status: components["schemas"]["TicketStatus"];
            price: components["schemas"]["Money"];
            purchase_date: components["schemas"]["Timestamp"];
            /** @description Masked ("María G."); "Comprador" when unknown. */
            buyer_name: string;
            /** @description The raffle is completed and this ticket holds `winner_number`. */
            is_winner: boolean;
            /**
             * @description How the ticket's numbers stand in the raffle's sealed list; null before the seal or when not in it.
             * @enum {string|null}
             */
            in_seal: "paid" | "pending" | null;
            raffle: {
                id: components["schemas"]["Uuid"];
                title: string;
                image_url: string | null;
                total_tickets: components["schemas"]["TotalTickets"];
                lottery: components["schemas"]["Lottery"];
                end_date: components["schemas"]["Timestamp"];
                draw_at: components["schemas"]["Timestamp"];
                unsold_rule: components["schemas"]["UnsoldRule"];
                status: components["schemas"]["RaffleStatus"];
                winner_number: number | null;
                seal_sha256: string | null;
                creator_name: string;
            };
        };
        TicketList: {
            data: components["schemas"]["Ticket"][];
            count: number;
        };
        TicketWithRaffle: components["schemas"]["Ticket"] & {
            raffle: components["schemas"]["RaffleSummary"];
            /**
             * @description Only in `GET /tickets/{id}`, to the buyer of the winning ticket (paid, holding the
             *     winning number of a completed raffle): the creator's profile phone and WhatsApp, so
             *     the winner can write to her. Absent everywhere else.
             */
            creator_contact?: components["schemas"]["BusinessContact"];
        };
        TicketWithRaffleList: {
            data: components["schemas"]["TicketWithRaffle"][];
            count: number;
        };
        TicketStatusUpdate: {
            status: components["schemas"]["TicketStatus"];
        };
        CounterSaleRequest: {
            numbers: number[];
            buyer_name: string;
            /** @description Optional; `""` or an email. */
            buyer_email?: string;
            /** @description Optional; `""` or 7–20 characters of digits, spaces, `+`, `-`, `(`, `)`. */
            buyer_phone?: string;
            /**
             * @default paid
             * @enum {string}
             */
            status?: "pending" | "paid";
            /**
             * @description How the buyer pays (or will pay). For bolívares (`efectivo_bs`, `pago_movil`,
             *     `transferencia`) the sale records the business's current `exchange_rate` and the amount in
             *     Bs (422 `details.payment_method` when the business has no rate). Omitted: not recorded.
             */
            payment_method?: components["schemas"]["CounterPaymentMethod"];
            /**
             * @description The sale was made without a connection and queued by the app (issue 36): only a seller's
             *     counter, only numbers of the seller's block. Sent when the connection returns, with the
             *     `Idempotency-Key` made when the sale was queued (a sale already recorded is replayed, `200`,
             *     whatever happened to the block since). Unless every number is still in the caller's block
             *     (taken back or changed meanwhile) it is `409 block_taken_back` and nothing is sold. At the
             *     business's counter (no blocks) it is `422` on `offline`.
             * @default false
             */
            offline?: boolean;
        };
        /** @enum {string} */
        VerificationStatus: "pending" | "verified" | "rejected";
        PaymentDetail: {
            id: components["schemas"]["Uuid"];
            ticket_id: components["schemas"]["Uuid"];
            method: components["schemas"]["PaymentMethodType"];
            /** @description The creator's payment method the buyer paid to, or null. */
            payment_method_id: components["schemas"]["Uuid"] | null;
            reference: string | null;
            /** @description The amount the payer reports, in `currency`. */
            amount: components["schemas"]["Money"];
            currency: components["schemas"]["PaymentCurrency"];
            /** @description What the report must cover in `currency` (for VES, at `exchange_rate`), fixed when reported or corrected — the ticket's price, less its other verified parts (abonos). */
            expected_amount: components["schemas"]["Money"];
            /** @description The creator's Bs-per-USD rate used for a VES payment; null for USD. */
            exchange_rate: number | null;
            /** @description How much less than `expected_amount` was reported (0 when the amount covers it). */
            shortfall: components["schemas"]["Money"];
            /** @description When the payer says they paid. */
            date: components["schemas"]["Timestamp"] | null;
            bank: string | null;
            account_number: string | null;
            phone_number: string | null;
            email: string | null;
            /** @description The payer's notes. */
            notes: string | null;
            /** @description A fresh short-lived signed URL of the proof, or null. */
            screenshot_url: string | null;
            verification_status: components["schemas"]["VerificationStatus"];
            verified_by: components["schemas"]["Uuid"] | null;
            verified_at: components["schemas"]["Timestamp"] | null;
            /** @description The verifier's notes on a rejection. */
            verification_notes: string | null;
            /**
             * @description Signs that this proof was used before, found when it was reported or corrected. Shown to
             *     the raffle's creator (and super admins); the buyer sees an empty list. Nothing is rejected
             *     automatically.
             */
            duplicate_flags: components["schemas"]["DuplicateFlag"][];
            /**
             * @description The proof's reading against the report, for the raffle's creator, their cashiers and
             *     super admins (null for the buyer). The date is checked against the ticket's purchase and
             *     the destination against the creator's payment methods.
             */
            proof_check: components["schemas"]["ProofCheck"] | null;
            part: components["schemas"]["PaymentPart"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description US dollars or bolívares.
         * @enum {string}
         */
        PaymentCurrency: "USD" | "VES";
        /**
         * @description An earlier payment report that looks like the same payment. `reference`: the same reference
         *     (digits only) for the same bank, reported to the same creator. `same_image`: the same file
         *     (SHA-256 of its bytes). `similar_image`: a near-identical picture (perceptual hash within
         *     `distance` bits of 64). The earlier ticket, its buyer and its proof are named only when it was
         *     reported to the same creator; for another creator's raffle only the kind and the date are given.
         */
        DuplicateFlag: {
            /** @enum {string} */
            kind: "reference" | "same_image" | "similar_image";
            same_creator: boolean;
            reported_at: components["schemas"]["Timestamp"];
            ticket_id: components["schemas"]["Uuid"] | null;
            raffle_title: string | null;
            buyer_name: string | null;
            /** @description A short-lived signed URL of the earlier proof (same creator only). */
            screenshot_url: string | null;
            /** @description Differing bits of the perceptual hashes (`similar_image` only). */
            distance: number | null;
        };
        PaymentDetailCreate: {
            method: components["schemas"]["PaymentMethodType"];
            /** @description One of the raffle creator's active payment methods; `method` must then be its type. */
            payment_method_id?: components["schemas"]["Uuid"] | null;
            /** @description The amount paid in `currency`, at most two decimals. */
            amount: number;
            /** @default USD */
            currency?: components["schemas"]["PaymentCurrency"];
            reference?: string | null;
            date?: components["schemas"]["TimestampInput"] | null;
            bank?: string | null;
            account_number?: string | null;
            phone_number?: string | null;
            email?: string | null;
            notes?: string | null;
            /** @description A `path` from `POST /uploads/payment-screenshots` of the caller. */
            screenshot_path?: string | null;
        };
        /** @description Fields to change; absent = unchanged, null clears. */
        PaymentDetailUpdate: {
            method?: components["schemas"]["PaymentMethodType"];
            payment_method_id?: components["schemas"]["Uuid"] | null;
            amount?: number;
            currency?: components["schemas"]["PaymentCurrency"];
            reference?: string | null;
            date?: components["schemas"]["TimestampInput"] | null;
            bank?: string | null;
            account_number?: string | null;
            phone_number?: string | null;
            email?: string | null;
            notes?: string | null;
            screenshot_path?: string | null;
        };
        PendingPayment: components["schemas"]["PaymentDetail"] & {
            ticket: components["schemas"]["Ticket"];
            raffle: components["schemas"]["RaffleSummary"];
        };
        /** @description 0-based columns of a statement. Either `amount` (signed) or `credit` (with an optional `debit`). */
        StatementColumns: {
            date: number;
            reference: number;
            description: number | null;
            amount: number | null;
            credit: number | null;
            debit: number | null;
        };
        StatementSettings: {
            payment_method_id: components["schemas"]["Uuid"];
            mapping: components["schemas"]["StatementColumns"] | null;
            /** @description Amount tolerance in hundredths of a percent (100 = 1 %). */
            tolerance_bp: number;
            window_days: number;
            presets: {
                /** @enum {string} */
                id: "banesco" | "mercantil" | "venezuela";
                name: string;
                mapping: components["schemas"]["StatementColumns"];
            }[];
        };
        /** @description A `preset`, or the columns; `tolerance_bp` (default 100) and `window_days` (default 3). */
        StatementSettingsInput: {
            /** @enum {string} */
            preset?: "banesco" | "mercantil" | "venezuela";
            date?: number;
            reference?: number;
            description?: number | null;
            amount?: number | null;
            credit?: number | null;
            debit?: number | null;
            tolerance_bp?: number;
            window_days?: number;
        };
        StatementMovement: {
            id: components["schemas"]["Uuid"];
            /** Format: date */
            date: string;
            reference: string;
            /** @description As read, never evaluated (a formula is plain text). */
            description: string;
            amount_bs: components["schemas"]["Money"];
        };
        StatementReport: {
            payment_id: components["schemas"]["Uuid"];
            ticket_id: components["schemas"]["Uuid"];
            reference: string | null;
            /** @description The reported payment date, else when it was reported. */
            date: string;
            amount: components["schemas"]["Money"];
            currency: string;
            amount_bs: components["schemas"]["Money"] | null;
            buyer_name: string;
            raffle_title: string;
            numbers: number[];
        };
        StatementHold: {
            ticket_id: components["schemas"]["Uuid"];
            buyer_name: string;
            raffle_title: string;
            numbers: number[];
            amount_bs: components["schemas"]["Money"];
        };
        /** @enum {string} */
        StatementRule: "reference" | "reference_suffix" | "amount_date";
        StatementOutcome: {
            payment_method_id: components["schemas"]["Uuid"];
            tolerance_bp: number;
            window_days: number;
            matched: {
                movement: components["schemas"]["StatementMovement"];
                report: components["schemas"]["StatementReport"];
                rule: components["schemas"]["StatementRule"];
                exact: boolean;
            }[];
            ambiguous: {
                movement: components["schemas"]["StatementMovement"];
                candidates: {
                    report: components["schemas"]["StatementReport"];
                    rule: components["schemas"]["StatementRule"];
                }[];
            }[];
            /** @description Money with no report, with open holds of about that amount. */
            unreported: {
                movement: components["schemas"]["StatementMovement"];
                holds: components["schemas"]["StatementHold"][];
            }[];
            /** @description Reports with no money. */
            unpaid: components["schemas"]["StatementReport"][];
        };
        StatementImport: {
            imported: number;
            duplicates: number;
            /** @description Header, blank, total and debit lines. */
            skipped: number;
            outcome: components["schemas"]["StatementOutcome"];
        };
        StatementVerification: {
            verified: number;
            skipped: number;
            outcome: components["schemas"]["StatementOutcome"];
        };
        StatementAccount: {
            id: components["schemas"]["Uuid"];
            /** @enum {string} */
            type: "pago_movil" | "transferencia";
            name: string;
        };
        StatementAccountList: {
            data: components["schemas"]["StatementAccount"][];
        };
        PendingPaymentList: {
            data: components["schemas"]["PendingPayment"][];
            count: number;
            /** @description Whether the caller created any raffle (or has a report waiting), whatever the filter; the web shows 'Pagos por verificar' only then. */
            has_raffles: boolean;
        };
        RefundDue: {
            ticket: components["schemas"]["Ticket"];
            raffle: components["schemas"]["RaffleSummary"];
            to_return: components["schemas"]["Money"];
            /** @description The same in bolívares at the creator's current rate; null without one. */
            to_return_bs: number | null;
        };
        RefundDueList: {
            data: components["schemas"]["RefundDue"][];
            count: number;
        };
        Favorite: {
            user_id: components["schemas"]["Uuid"];
            raffle_id: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            /** @description Present only with `expand=raffle`. */
            raffle?: components["schemas"]["Raffle"];
        };
        FavoriteList: {
            data: components["schemas"]["Favorite"][];
            count: number;
        };
        FavoriteFlag: {
            favorite: boolean;
        };
        /**
         * @description `raffle_ending` is sent one day before the end; `raffle_cancelled` promises a refund; `hold_expiring` reminds a buyer that an unpaid hold ends soon; `subscription_expiring` reminds a subscriber three days before the term ends, and again when an auto-renewing term ended with its renewal prepared (data: `renewal_id`, `grace_until`); `subscription_expired` says the plan fell back to Gratis; `sales_closed` tells the creator that sales closed and the list is sealed (at the end date, sold out, or closed early); `draw_reminder` reminds the creator to enter the result once `draw_at` has passed; `raffle_taken_down` (data: `takedown_reason`), `raffle_restored` and `organiser_suspended` come from the super admin's moderation. `ticket_reinstated` tells a buyer the creator took back a ticket whose hold had expired (data: `expires_at`, when the new hold ends). `cashier_invited` tells a registered person a business invited them as a cashier (data: `business_id`, `business_name`, `invitation_token`: the invitation page `/app/invitation/<token>` accepts or declines it); `seller_added` tells a registered person the creator made them a seller of the raffle (its page is `/app/selling`). `money_returned` tells a buyer the organiser recorded that the money to return of her ticket was returned (data: `amount`, `amount_bs`).
         * @enum {string}
         */
        NotificationType: "new_purchase" | "ticket_paid" | "ticket_cancelled" | "raffle_sold_out" | "raffle_completed" | "ticket_winner" | "payment_received" | "verification_approved" | "verification_rejected" | "raffle_ending" | "raffle_cancelled" | "winner_announced" | "hold_expiring" | "subscription_expiring" | "subscription_expired" | "sales_closed" | "draw_reminder" | "raffle_taken_down" | "raffle_restored" | "organiser_suspended" | "ticket_reinstated" | "cashier_invited" | "seller_added" | "money_returned";
        Notification: {
            id: components["schemas"]["Uuid"];
            user_id: components["schemas"]["Uuid"];
            type: components["schemas"]["NotificationType"];
            title: string;
            message: string;
            /**
             * @default medium
             * @enum {string}
             */
            priority: "high" | "medium" | "low";
            data: components["schemas"]["NotificationData"];
            is_read: boolean;
            created_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description What a screen needs to open the subject: the raffle (and its title when the notification was
         *     made), the ticket and its numbers where there is one. Tapping a notification opens the ticket's
         *     raffle or the raffle. Later types may add fields.
         */
        NotificationData: {
            raffle_id?: components["schemas"]["Uuid"];
            raffle_title?: string;
            ticket_id?: components["schemas"]["Uuid"];
            numbers?: number[];
            /**
             * @description For `ticket_cancelled`: `by_creator`, `by_buyer` or `expired`.
             * @enum {string}
             */
            reason?: "by_creator" | "by_buyer" | "expired";
            /**
             * @description For `ticket_cancelled` by the creator: money of the ticket had been verified (an abono), so it is to be returned to the buyer. Absent otherwise.
             * @constant
             */
            money_to_return?: true;
            /** @description For `raffle_taken_down`: the super admin's reason. */
            takedown_reason?: string;
            /** @description For `hold_expiring`: when the hold ends; for `verification_rejected`: when the window to correct the report ends. */
            expires_at?: components["schemas"]["Timestamp"];
            /** @description For `raffle_completed`, `ticket_winner` and `winner_announced`: what the draw decided. */
            outcome?: components["schemas"]["DrawOutcome"];
            /** @description For the draw's notifications: the number the lottery result gave. */
            drawn_number?: number;
            /** @description For the draw's notifications: the number that won (null without a winner). */
            winner_number?: number | null;
            /** @description For subscription notices (`verification_approved`/`verification_rejected` of a subscription payment, `subscription_expiring`, `subscription_expired`): the subscription. */
            subscription_id?: components["schemas"]["Uuid"];
            plan_id?: components["schemas"]["Uuid"];
            plan_name?: string;
            /** @description For subscription notices: the end of the term. */
            end_date?: components["schemas"]["Timestamp"];
            /** @description For a reviewed subscription payment: the subscription mobile payment. */
            payment_id?: components["schemas"]["Uuid"];
            /** @description For `subscription_expiring` after the term ended: the prepared renewal (a pending subscription) to pay. */
            renewal_id?: components["schemas"]["Uuid"];
            /** @description For `subscription_expiring` after the term ended: the plan falls back to Gratis then unless the renewal is paid. */
            grace_until?: components["schemas"]["Timestamp"];
            /** @description For `new_purchase` of a sale credited to a seller (issue 36): the seller's profile. */
            seller_id?: components["schemas"]["Uuid"];
            /** @description For `new_purchase` of a sale credited to a seller: their name. */
            seller_name?: string;
            /**
             * @description For `new_purchase` of a sale credited to a seller: at their counter, or online through their link.
             * @enum {string}
             */
            channel?: "counter" | "online";
            /** @description For `cashier_invited`: the inviting business (its owner's profile). */
            business_id?: components["schemas"]["Uuid"];
            /** @description For `cashier_invited`: the business's name. */
            business_name?: string;
            /** @description For `cashier_invited`: the token of the invitation's link (`GET /seller-invitations/{token}`), for its recipient only. */
            invitation_token?: string;
            /** @description For `money_returned`: the amount returned, in USD. */
            amount?: components["schemas"]["Money"];
            /** @description For `money_returned`: the same in bolívares at the organiser's rate (null without a rate). */
            amount_bs?: number | null;
        };
        NotificationList: {
            data: components["schemas"]["Notification"][];
            count: number;
        };
        /** @description `user` (the signed-in user's own events) or `raffle:<id>` (anyone who may see the raffle). */
        RealtimeTopic: string;
        RealtimeClientMessage: {
            /** @constant */
            type: "auth";
            /** @description The access token from /auth/v1; sent again after every refresh. */
            access_token: string;
        } | {
            /** @enum {string} */
            type: "subscribe" | "unsubscribe";
            topic: components["schemas"]["RealtimeTopic"];
        } | {
            /** @constant */
            type: "heartbeat";
        };
        RealtimeServerMessage: {
            /** @constant */
            type: "authed";
            user_id: components["schemas"]["Uuid"];
        } | {
            /** @enum {string} */
            type: "subscribed" | "unsubscribed";
            topic: components["schemas"]["RealtimeTopic"];
        } | {
            /** @constant */
            type: "heartbeat";
        } | {
            /** @constant */
            type: "resync";
        } | {
            /** @constant */
            type: "error";
            /** @enum {string} */
            code: "bad_message" | "unauthorized" | "invalid_token" | "not_found" | "too_many_subscriptions" | "too_many_connections" | "rate_limited";
            /** @description Spanish. */
            message: string;
            topic?: components["schemas"]["RealtimeTopic"];
        } | components["schemas"]["RealtimeEvent"];
        /** @description A change pushed to subscribers of `topic`, after it committed. */
        RealtimeEvent: {
            /** @constant */
            type: "event";
            /** @constant */
            topic: "user";
            /** @constant */
            event: "notification.created";
            payload: components["schemas"]["Notification"];
        } | {
            /** @constant */
            type: "event";
            /** @constant */
            topic: "user";
            /** @enum {string} */
            event: "favorite.added" | "favorite.removed";
            payload: components["schemas"]["RealtimeFavoritePayload"];
        } | {
            /** @constant */
            type: "event";
            topic: components["schemas"]["RealtimeTopic"];
            /** @constant */
            event: "raffle.numbers";
            payload: components["schemas"]["RealtimeNumbersPayload"];
        } | {
            /** @constant */
            type: "event";
            topic: components["schemas"]["RealtimeTopic"];
            /** @constant */
            event: "raffle.status";
            payload: components["schemas"]["RealtimeStatusPayload"];
        } | {
            /** @constant */
            type: "event";
            topic: components["schemas"]["RealtimeTopic"];
            /** @constant */
            event: "raffle.blocked";
            payload: components["schemas"]["RealtimeBlockedPayload"];
        };
        RealtimeFavoritePayload: {
            raffle_id: components["schemas"]["Uuid"];
        };
        /**
         * @description Numbers just taken (a purchase) or freed (a cancellation) and the raffle's `numbers_version`
         *     after the change. A client whose last known version is not `numbers_version - 1` missed an
         *     event and re-reads `GET /raffles/{id}/numbers`.
         */
        RealtimeNumbersPayload: {
            raffle_id: components["schemas"]["Uuid"];
            numbers_version: number;
            taken: number[];
            freed: number[];
            sold_tickets: number;
        };
        RealtimeStatusPayload: {
            raffle_id: components["schemas"]["Uuid"];
            status: components["schemas"]["RaffleStatus"];
        };
        /**
         * @description The raffle was blocked (taken down by the super admin, or its organiser suspended:
         *     `is_blocked` true) or is available again (`is_blocked` false). A page open on it reads it
         *     again: `GET /raffles/{id}` then answers `410 raffle_unavailable` to anyone but its creator
         *     and the super admin.
         */
        RealtimeBlockedPayload: {
            raffle_id: components["schemas"]["Uuid"];
            is_blocked: boolean;
        };
        BusinessMe: {
            /** @enum {string} */
            role: "business" | "cashier" | "super_admin";
            /** @enum {string} */
            label: "Administrador" | "Cajero" | "Super Administrador";
            /** @description The business the caller works for (its owner's profile id and name); null for a super admin without one. */
            business: {
                id: components["schemas"]["Uuid"];
                name: string;
            } | null;
        };
        Cashier: {
            /** @description The cashier's user (profile) id. */
            id: components["schemas"]["Uuid"];
            /** @description The business owner's profile id. */
            business_id: components["schemas"]["Uuid"];
            email: string;
            name: string;
            is_active: boolean;
            sales: components["schemas"]["SalesTotals"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        CashierList: {
            data: components["schemas"]["Cashier"][];
            count: number;
        };
        CashierCreate: {
            /** Format: email */
            email: string;
            /** @description Defaults to the user's profile name. */
            name?: string;
            /** @default true */
            is_active?: boolean;
        };
        /** @description `password` is not accepted (422). */
        CashierUpdate: {
            name?: string;
            is_active?: boolean;
        };
        BusinessSettings: {
            /** @description The business owner's profile id. */
            id: components["schemas"]["Uuid"];
            /** @description The business's display name (the owner's profile name). */
            name: string;
            email: string | null;
            phone: string | null;
            /** @description The WhatsApp number buyers see on the business's raffles. */
            whatsapp: string | null;
            bio: string | null;
            /** @description The business's logo (its profile picture). */
            avatar_url: string | null;
            exchange_rate: components["schemas"]["ExchangeRate"];
            exchange_rate_at: components["schemas"]["Timestamp"] | null;
            membership_active: boolean;
            /** @description The plan of the current subscription. */
            plan: components["schemas"]["PlanSummary"] | null;
            /** @description End of the current subscription's term. */
            membership_end_date: components["schemas"]["Timestamp"] | null;
            cashier_count: number;
            /** @description null = unlimited. */
            max_cashiers: number | null;
        };
        BusinessSettingsUpdate: components["schemas"]["ProfileUpdate"];
        /** @description Sums over non-cancelled tickets (cancelled ones are only counted in `cancelled`). */
        SalesTotals: {
            /** @description Non-cancelled tickets. */
            tickets: number;
            /** @description Numbers those tickets hold. */
            numbers: number;
            amount: components["schemas"]["Money"];
            paid_amount: components["schemas"]["Money"];
            pending_amount: components["schemas"]["Money"];
            /** @description Cancelled tickets. */
            cancelled: number;
        };
        /** @description A raffle's sales; `*_ves` convert the USD figures at the business's current rate (null without one). */
        RaffleFigures: {
            sold_numbers: number;
            paid_numbers: number;
            pending_numbers: number;
            paid_amount: components["schemas"]["Money"];
            pending_amount: components["schemas"]["Money"];
            paid_amount_ves: components["schemas"]["Money"] | null;
            pending_amount_ves: components["schemas"]["Money"] | null;
            /** @description Non-cancelled tickets sold at the counter. */
            counter_tickets: number;
            /** @description Non-cancelled tickets bought in the app. */
            online_tickets: number;
        };
        BusinessRaffle: components["schemas"]["Raffle"] & {
            figures: components["schemas"]["RaffleFigures"];
        };
        BusinessRaffleList: {
            data: components["schemas"]["BusinessRaffle"][];
            count: number;
            exchange_rate: components["schemas"]["ExchangeRate"];
            exchange_rate_at: components["schemas"]["Timestamp"] | null;
        };
        /** @description Who sold a counter sale. */
        TicketSeller: {
            id: components["schemas"]["Uuid"];
            name: string;
            /**
             * @description `cashier` while they are (or were) a cashier of the business; otherwise `owner`.
             * @enum {string}
             */
            role: "owner" | "cashier";
        };
        BusinessTicket: components["schemas"]["TicketWithRaffle"] & {
            /** @description The owner or cashier who sold it at the counter; null for an online purchase. */
            seller: components["schemas"]["TicketSeller"] | null;
        };
        BusinessTicketList: {
            data: components["schemas"]["BusinessTicket"][];
            count: number;
            totals: components["schemas"]["SalesTotals"];
        };
        /**
         * @description Efectivo en dólares, efectivo en bolívares, pago móvil, transferencia, Zelle, USDT/Binance. Bolívares: efectivo_bs, pago_movil, transferencia.
         * @enum {string}
         */
        CounterPaymentMethod: "efectivo_usd" | "efectivo_bs" | "pago_movil" | "transferencia" | "zelle" | "usdt";
        CounterPayment: {
            method: components["schemas"]["CounterPaymentMethod"];
            /** @description The business's Bs-per-USD rate used; null for a USD method. */
            exchange_rate: number | null;
            /** @description The price in bolívares at that rate (two decimals); null for a USD method. */
            amount_ves: number | null;
        };
        CounterSaleSettle: {
            /** @enum {string} */
            status: "paid" | "cancelled";
        };
        /** @enum {string} */
        ShiftMethod: "efectivo_usd" | "efectivo_bs" | "pago_movil" | "transferencia" | "zelle" | "usdt" | "sin_metodo";
        ShiftMethodTotals: {
            method: components["schemas"]["ShiftMethod"];
            /** @enum {string} */
            currency: "USD" | "VES";
            /** @description Non-cancelled counter sales with this method. */
            tickets: number;
            /** @description Paid sales, in the method's currency. */
            collected: number;
            /** @description Pending sales, in the method's currency. */
            owed: number;
            collected_usd: components["schemas"]["Money"];
            owed_usd: components["schemas"]["Money"];
        };
        ShiftTotals: {
            seller_id: components["schemas"]["Uuid"];
            from: components["schemas"]["Timestamp"];
            to: components["schemas"]["Timestamp"];
            /** @description The methods with sales, in the enum's order. */
            methods: components["schemas"]["ShiftMethodTotals"][];
            collected_usd: components["schemas"]["Money"];
            owed_usd: components["schemas"]["Money"];
        };
        ShiftCloseCreate: {
            from: components["schemas"]["TimestampInput"];
            to: components["schemas"]["TimestampInput"];
            counted: {
                method: components["schemas"]["ShiftMethod"];
                /** @description In the method's currency, at most two decimals. */
                amount: number;
            }[];
        };
        ShiftCloseLine: {
            method: components["schemas"]["ShiftMethod"];
            /** @enum {string} */
            currency: "USD" | "VES";
            /** @description What the paid counter sales of the period collected with this method. */
            expected: number;
            counted: number;
            /** @description counted − expected (negative when short). */
            difference: number;
        };
        ShiftClose: {
            id: components["schemas"]["Uuid"];
            /** @description The business; for a raffle seller's close, the raffle's creator (who signs it off). */
            business_id: components["schemas"]["Uuid"];
            /** @description A raffle seller's close (`/raffles/{id}/sellers/{seller_id}/shift-closes`); null for the business's counter. */
            raffle_id: components["schemas"]["Uuid"] | null;
            seller: {
                id: components["schemas"]["Uuid"];
                name: string;
            };
            from: components["schemas"]["Timestamp"];
            to: components["schemas"]["Timestamp"];
            lines: components["schemas"]["ShiftCloseLine"][];
            /** @description What the seller's pending sales of the period still owe, when the close was made. */
            owed_usd: components["schemas"]["Money"];
            closed_by: components["schemas"]["Uuid"];
            created_at: components["schemas"]["Timestamp"];
            signed_off_by: components["schemas"]["Uuid"] | null;
            signed_off_at: components["schemas"]["Timestamp"] | null;
        };
        ShiftCloseList: {
            data: components["schemas"]["ShiftClose"][];
            count: number;
        };
        /** @enum {string} */
        SellerStatus: "invited" | "active" | "declined" | "removed";
        /**
         * @description `percent` of the paid amount, or a `fixed` amount in USD per paid number.
         * @enum {string}
         */
        CommissionType: "percent" | "fixed";
        SellerBlock: {
            start: number;
            /** @description Inclusive; at least `start` and below the raffle's `total_tickets`. */
            end: number;
            /**
             * @description Online buyers cannot take its numbers either (otherwise they may).
             * @default false
             */
            locked: boolean;
        };
        /** @description Over the non-cancelled tickets credited to the seller; amounts in USD. */
        SellerFigures: {
            tickets: number;
            numbers: number;
            /** @description Sold by the seller at their counter. */
            counter_tickets: number;
            /** @description Bought online through the seller's link. */
            online_tickets: number;
            sold: components["schemas"]["Money"];
            /** @description The paid tickets' amount. */
            collected: components["schemas"]["Money"];
            /** @description The pending tickets' amount, still owed by their buyers. */
            owed: components["schemas"]["Money"];
            /** @description Earned on the paid numbers. */
            commission: components["schemas"]["Money"];
            /** @description Paid to the seller so far. */
            settled: components["schemas"]["Money"];
            /** @description commission − settled. */
            commission_due: components["schemas"]["Money"];
        };
        Seller: {
            id: components["schemas"]["Uuid"];
            raffle_id: components["schemas"]["Uuid"];
            /** @description The seller's profile; null while an invitation waits. */
            user_id: components["schemas"]["Uuid"] | null;
            /** @description The profile's name, or the invited e-mail or phone. */
            name: string;
            email: string;
            phone: string;
            status: components["schemas"]["SellerStatus"];
            /** @description The personal link's code. */
            code: string;
            /** @description The personal link's path: `/app/raffle/{id}?v={code}`. */
            link: string;
            commission_type: components["schemas"]["CommissionType"];
            /** @description A percentage (0–100, two decimals) or USD per number. */
            commission_value: components["schemas"]["Money"];
            block: components["schemas"]["SellerBlock"] | null;
            invite_expires_at: components["schemas"]["Timestamp"] | null;
            /** @description Only in the answer that made an invitation; the link to share (its token is never shown again). */
            invite_url?: string;
            figures: components["schemas"]["SellerFigures"];
            settlements: components["schemas"]["Settlement"][];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        SellerList: {
            data: components["schemas"]["Seller"][];
        };
        Settlement: {
            id: components["schemas"]["Uuid"];
            amount: components["schemas"]["Money"];
            note: string;
            settled_by: components["schemas"]["Uuid"] | null;
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description Exactly one of `email` and `phone`. */
        SellerInvite: {
            email?: string;
            /** @description A Venezuelan mobile number (0414-1234567). */
            phone?: string;
            commission_type: components["schemas"]["CommissionType"];
            commission_value: components["schemas"]["Money"];
            block?: components["schemas"]["SellerBlock"] | null;
        };
        SellerUpdate: {
            commission_type?: components["schemas"]["CommissionType"];
            commission_value?: components["schemas"]["Money"];
            block?: components["schemas"]["SellerBlock"] | null;
        };
        SettlementRequest: {
            amount: components["schemas"]["Money"];
            note?: string;
        };
        SellerInvitation: {
            /** @enum {string} */
            role: "seller";
            status: components["schemas"]["SellerStatus"];
            raffle_id: components["schemas"]["Uuid"];
            raffle_title: string;
            creator_name: string;
            commission_type: components["schemas"]["CommissionType"];
            commission_value: components["schemas"]["Money"];
            block: components["schemas"]["SellerBlock"] | null;
            expires_at: components["schemas"]["Timestamp"];
            /** @description Can still be accepted (invited and not expired). */
            open: boolean;
        };
        MySeller: components["schemas"]["Seller"] & {
            raffle: components["schemas"]["SellerRaffle"];
        };
        SellerRaffle: {
            id: components["schemas"]["Uuid"];
            title: string;
            status: components["schemas"]["RaffleStatus"];
            end_date: components["schemas"]["Timestamp"];
            ticket_price: components["schemas"]["Money"];
            total_tickets: number;
        };
        /**
         * @description A report's place among its ticket's parts (abonos): "Abono `number`", the ticket's price,
         *     what the ticket's other verified parts cover (in USD, each at its own stored rate), and what
         *     stays owed once this report is verified too (in USD; in bolívares at the report's own rate for
         *     a VES report, else null).
         */
        PaymentPart: {
            number: number;
            price: components["schemas"]["Money"];
            verified: components["schemas"]["Money"];
            owed_after: components["schemas"]["Money"];
            owed_after_bs: number | null;
        };
        /**
         * @description What a ticket's verified parts leave, in USD: each part converted at the rate stored with it
         *     (USD as is). `owed` is the price less what is verified (0 once covered, and for a cancelled
         *     ticket); `overpaid` is the amount to return (what exceeds the price; everything verified for a
         *     cancelled ticket). `owed_bs` and `overpaid_bs` are the same in bolívares at the creator's current
         *     rate, null when the creator has none.
         */
        PaymentBalance: {
            price: components["schemas"]["Money"];
            verified: components["schemas"]["Money"];
            owed: components["schemas"]["Money"];
            owed_bs: number | null;
            overpaid: components["schemas"]["Money"];
            overpaid_bs: number | null;
        };
        TicketPayments: {
            /** @description Every report of the ticket, oldest first. */
            data: components["schemas"]["PaymentDetail"][];
            balance: components["schemas"]["PaymentBalance"];
            /**
             * @description The money returned to the buyer ("Devuelto"), oldest first (`POST /tickets/{id}/refund`);
             *     `balance.overpaid` is what is left to return after them.
             */
            refunds: components["schemas"]["TicketRefund"][];
        };
        /**
         * @description A record that a ticket's money to return was returned to its buyer, as the server computed it
         *     when it was recorded: the amount in USD and in bolívares at the organiser's rate then.
         */
        TicketRefund: {
            id: components["schemas"]["Uuid"];
            ticket_id: components["schemas"]["Uuid"];
            amount: components["schemas"]["Money"];
            /** @description The amount in bolívares at `exchange_rate`; null when the organiser had no rate. */
            amount_bs: number | null;
            /** @description The organiser's Bs-per-USD rate used; null without one. */
            exchange_rate: number | null;
            /** @description Who recorded it (the creator, or the business's owner or a cashier); null once that account is deleted. */
            returned_by: components["schemas"]["Uuid"] | null;
            returned_at: components["schemas"]["Timestamp"];
        };
        CashierInvitation: {
            id: components["schemas"]["Uuid"];
            /** @description The invited e-mail, or empty. */
            email: string;
            /** @description The invited phone, or empty. */
            phone: string;
            /** @description The name the owner gave, or empty. */
            name: string;
            /** @enum {string} */
            status: "invited" | "accepted" | "declined" | "removed";
            /** @description Can still be accepted (invited and not expired). */
            open: boolean;
            expires_at: components["schemas"]["Timestamp"];
            created_at: components["schemas"]["Timestamp"];
            /** @description The link to share (WhatsApp, copied); only in the answer that made it. */
            invite_url?: string;
        };
        CashierInvitationView: {
            /** @enum {string} */
            role: "cashier";
            /** @enum {string} */
            status: "invited" | "accepted" | "declined" | "removed";
            business_name: string;
            name: string;
            expires_at: components["schemas"]["Timestamp"];
            /** @description Can still be accepted (invited and not expired). */
            open: boolean;
        };
        CashierInvitationAccepted: {
            /** @enum {string} */
            role: "cashier";
            business_id: components["schemas"]["Uuid"];
            business_name: string;
        };
        ReceiptPayment: {
            /** @enum {string} */
            channel: "counter" | "online";
            /** @description Counter: a CounterPaymentMethod; online: the reported method (pago_movil, transferencia, zelle, efectivo). */
            method: string;
            /** @description The Bs-per-USD rate a counter sale in bolívares used; null otherwise. */
            exchange_rate: number | null;
            /** @description The price in bolívares at that rate; null otherwise. */
            amount_ves: number | null;
        };
    };
    responses: {
        /** @description Malformed request (the body is not a JSON object, or a query parameter cannot be read). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "bad_request",
                 *         "message": "El cuerpo de la petición debe ser un objeto JSON válido"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No access token (`unauthorized`), or an invalid, expired or revoked one (`invalid_token`). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An access token was sent but is invalid, expired or revoked (authentication is optional here; send none instead). */
        InvalidToken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "invalid_token",
                 *         "message": "Tu sesión expiró o no es válida. Inicia sesión de nuevo."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Only the raffle's creator (or, for a business raffle, its active cashiers where stated) may do this. */
        NotRaffleCreator: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "forbidden",
                 *         "message": "Solo el creador de la rifa puede hacer esto"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Only a super administrator may do this. */
        SuperAdminOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "forbidden",
                 *         "message": "Solo el super administrador puede hacer esto"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not a business owner with an active membership nor an active cashier of one (spec §8 messages). */
        BusinessAccessDenied: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Only the business owner (with an active membership) may do this; cashiers may not. */
        BusinessOwnerOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such profile. */
        ProfileNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Perfil no encontrado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such active payment method of the caller (another user's method is not found either). */
        PaymentMethodNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Método de pago no encontrado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `raffle_unavailable`: the raffle was taken down by the super admin (`details.reason`
         *     `taken_down`, `details.note` the admin's reason) or its organiser is suspended
         *     (`details.reason` `organiser_suspended`).
         */
        RaffleUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "raffle_unavailable",
                 *         "message": "Esta rifa fue dada de baja por la administración y no está disponible",
                 *         "details": {
                 *           "reason": "taken_down",
                 *           "note": "Premio inexistente"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `already_suspended`, `not_suspended`, `cannot_suspend_admin`, `already_taken_down`,
         *     `not_taken_down`, `already_reported`, `already_resolved`.
         */
        ModerationConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "already_suspended",
                 *         "message": "Este usuario ya está suspendido"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such raffle. */
        RaffleNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Rifa no encontrada"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such ticket visible to the caller. */
        TicketNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Ticket no encontrado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such ticket visible to the caller, or the ticket has no payment detail yet. */
        PaymentNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Pago no encontrado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such plan. */
        PlanNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "plan_not_found",
                 *         "message": "Plan not found"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such subscription of the caller. */
        SubscriptionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Suscripción no encontrada"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such subscription mobile payment. */
        MobilePaymentNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Pago no encontrado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such configuration entry. */
        MobilePaymentConfigNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Configuración de pago no encontrada"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such notification of the caller. */
        NotificationNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Notificación no encontrada"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such seller of the raffle (or, under /me, of the caller). */
        SellerNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Vendedor no encontrado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No invitation with this token. */
        InvitationNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Invitación no encontrada"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such cashier of the caller's business. */
        CashierNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Cajero no encontrado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such file (or the bucket is not public). */
        ObjectNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Archivo no encontrado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The path exists but not with this method. Sent by every path of this API for a method it does
         *     not list, with an `Allow` header naming the methods it does.
         */
        MethodNotAllowed: {
            headers: {
                Allow: components["headers"]["Allow"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "method_not_allowed",
                 *         "message": "Método no permitido"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A path under this API that it does not have (or an operation still `planned`, not routed yet). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Recurso no encontrado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The payment is no longer pending (already approved, verified or rejected). */
        AlreadyReviewed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "already_reviewed",
                 *         "message": "Este pago ya fue revisado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is over the limit (64 KB for JSON). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "payload_too_large",
                 *         "message": "El cuerpo de la petición es demasiado grande"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is empty. */
        NoFile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "no_file",
                 *         "message": "No se proporcionó ningún archivo"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The image is over 5 MB (`file_too_large`), whether it was read or its body was over the 6 MB upload limit. */
        FileTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "file_too_large",
                 *         "message": "El archivo es demasiado grande. Máximo 5MB permitido"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The content is not a complete JPEG, PNG or WebP image (whatever `Content-Type` says). */
        UnsupportedFileType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unsupported_file_type",
                 *         "message": "Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Validation failed; `details` maps each invalid field (dotted for nested ones) to its message. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_failed",
                 *         "message": "Revisa los datos enviados",
                 *         "details": {
                 *           "reference_number": "Indica el número de referencia"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /**
         * @description Validation failed. `details` keys: `type` ('Tipo de método inválido: pago_movil, transferencia,
         *     zelle o efectivo'), `name` ('El nombre debe tener entre 2 y 60 caracteres'), `details` ('Los
         *     datos del método de pago deben ser un objeto'), and `details.<key>` for each missing or invalid
         *     key of the type: `details.bank` ('Indica el banco'), `details.phone` ('Teléfono inválido (ej.
         *     0414-1234567)'), `details.id_number` ('Cédula o RIF inválido (ej. V-12345678)'),
         *     `details.account_number` ('El número de cuenta debe tener 20 dígitos'), `details.holder`
         *     ('Indica el titular de la cuenta' / 'Indica el titular de la cuenta Zelle'), `details.email`
         *     ('Correo de Zelle inválido'), `details.notes` ('Las notas no pueden superar 200 caracteres').
         */
        PaymentMethodValidation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_failed",
                 *         "message": "Revisa los datos enviados",
                 *         "details": {
                 *           "name": "El nombre debe tener entre 2 y 60 caracteres",
                 *           "details.phone": "Teléfono inválido (ej. 0414-1234567)"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /**
         * @description Validation failed. `details` keys: `title` ('El título debe tener entre 3 y 120 caracteres'),
         *     `description` ('La descripción no puede superar 2000 caracteres'), `ticket_price` ('El precio
         *     del ticket debe ser mayor que 0 y de hasta 10.000 USD, con hasta dos decimales'),
         *     `total_tickets` ('La cantidad de números debe ser 100, 1000 o 10000'), `end_date` ('La fecha
         *     de cierre debe estar en el futuro', 'La fecha de cierre no puede pasar de un año', 'Fecha de
         *     cierre inválida (formato 2026-12-24T20:00:00Z)', on an update 'La fecha de cierre no puede pasar la del
         *     sorteo'), `lottery` ('Elige una lotería: nacional,
         *     zulia, caracas, tachira u oriente'), `tags` ('Hasta 10 etiquetas', 'Cada etiqueta es un texto
         *     de 1 a 30 caracteres', 'No repitas etiquetas: «…» ya está'), `is_private` ('Debe ser verdadero
         *     o falso'), `reservation_minutes` ('El tiempo de reserva debe estar entre 15 minutos y 72 horas (15
         *     a 4320 minutos)'), `draw_at` ('El sorteo debe ser en la fecha de cierre o después', 'El sorteo
         *     debe ser como máximo 30 días después del cierre', 'Fecha del sorteo inválida (formato
         *     2026-12-24T20:00:00Z)'), `unsold_rule` ('Elige qué pasa si el número ganador no se vendió:
         *     next_draw, nearest_sold o void'). A wrong type is 'Debe ser un texto' / 'Debe ser un número entero' / …; a control
         *     character 'El texto no puede tener caracteres de control'; a required field missing on
         *     creation 'Este campo es obligatorio'.
         */
        RaffleValidation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_failed",
                 *         "message": "Revisa los datos enviados",
                 *         "details": {
                 *           "title": "El título debe tener entre 3 y 120 caracteres",
                 *           "end_date": "La fecha de cierre debe estar en el futuro"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description `numbers` is not a list of 1 to 100 distinct integers within 0 … total_tickets-1. */
        NumbersValidation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_failed",
                 *         "message": "Revisa los datos enviados",
                 *         "details": {
                 *           "numbers": "Elige entre 1 y 100 números distintos entre 00 y 99"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description A query parameter has a value outside its list (e.g. `status`), is not an integer (`page`, `limit`) or a UUID (`raffle_id`), or a search text has control characters. */
        FilterValidation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_failed",
                 *         "message": "Revisa los datos enviados",
                 *         "details": {
                 *           "status": "Estado inválido: all, active, waiting, completed o cancelled"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /**
         * @description Rate limited; retry after `Retry-After` seconds. Each signed-in user and each client address
         *     has a budget of writes (POST, PUT, PATCH, DELETE) and a stricter one of uploads, refilled
         *     continuously (`RATE_LIMIT_*` in `rifa-server --help`); reads are not limited.
         */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "rate_limited",
                 *         "message": "Demasiadas solicitudes. Intenta de nuevo en unos segundos."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected failure (never with internal text; the detail goes to the server log). */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "internal_error",
                 *         "message": "Error interno del servidor"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database is busy or the server is at its connection cap; retry shortly. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The seller's id (its row for one raffle). */
        SellerIdPath: components["schemas"]["Uuid"];
        /** @description A shift close's id. */
        CloseIdPath: components["schemas"]["Uuid"];
        /** @description The invitation link's token. */
        InvitationTokenPath: string;
        /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
        IdPath: components["schemas"]["Uuid"];
        /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
        StatementAccount: components["schemas"]["Uuid"];
        /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
        BusinessStatementAccount: components["schemas"]["Uuid"];
        /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
        PlatformStatementAccount: components["schemas"]["Uuid"];
        /** @description The raffle's id. */
        RaffleIdPath: components["schemas"]["Uuid"];
        /** @description 0-based page number. */
        Page: number;
        /** @description Page size (clamped to 1…100). */
        Limit: number;
        /** @description Only raffles in this status; `all` (the default) means no filter. */
        RaffleStatusFilter: "all" | "active" | "waiting" | "completed" | "cancelled";
        /** @description Only this raffle's tickets (a raffle of the business). */
        BusinessTicketRaffle: components["schemas"]["Uuid"];
        /** @description `online` (bought in the app), or the id of the owner or a cashier (their counter sales). */
        BusinessTicketSeller: string;
        /** @description Only tickets bought at or after this instant. */
        BusinessTicketFrom: components["schemas"]["Timestamp"];
        /** @description Only tickets bought before this instant. */
        BusinessTicketTo: components["schemas"]["Timestamp"];
        /**
         * @description Text found in the buyer's name (case- and accent-insensitive) or phone (digits only, separators
         *     ignored), or, when it is a number, a ticket holding that number.
         */
        BusinessTicketSearch: string;
        /** @description Only tickets in this status; `all` (the default) means no filter. */
        TicketStatusFilter: "all" | "pending" | "paid" | "cancelled";
        /**
         * @description A client-generated unique key (a UUID v4 is recommended) for this purchase attempt; reuse it
         *     when retrying the same purchase. Keys are scoped to the signed-in user (for counter sales, to
         *     the seller) and kept at least 24 hours.
         * @example 0b6a3f9e-5d2c-4e1b-9a87-6c5d4e3f2a10
         */
        IdempotencyKey: string;
        /**
         * @description The object's path inside the bucket; it may contain `/` (sent as is, not percent-encoded),
         *     e.g. `{userId}/avatar.png` or `{userId}/payment-screenshots/{timestamp}.jpg`.
         * @example 3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b/avatar.png
         */
        ObjectPath: string;
        /** @description An ETag from an earlier answer; when it is current the answer is `304` without a body. */
        IfNoneMatch: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Strong validator of the file's content (a quoted hash).
         * @example "9f86d081884c7d659a2feaa0c55ad015"
         */
        ETag: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /**
         * @description The methods this path accepts.
         * @example GET
         */
        Allow: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server and its database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "sqlite",
                     *       "version": "0.1.0"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthOk"];
                };
            };
            /**
             * @description The database does not answer (`Health` body with `status: unavailable`), or the server is at
             *     its connection cap (error envelope, code `unavailable`).
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthUnavailable"] | components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApiContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
        };
    };
    getMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The own profile (with email and phone). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ProfileNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "María Pérez",
                 *       "phone": "+58 414-1234567",
                 *       "bio": "Rifas de fin de semana en Maracaibo."
                 *     }
                 */
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description The updated own profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ProfileNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /**
             * @description Validation failed; `details` has one entry per invalid field: `name` ('El nombre debe tener
             *     entre 2 y 80 caracteres'), `phone` ('Teléfono inválido: usa solo números, espacios, +, - y
             *     paréntesis (7 a 20 caracteres)'), `bio` ('La biografía no puede superar 500 caracteres'), or
             *     'Debe ser un texto' for a field sent with a non-string value.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "validation_failed",
                     *         "message": "Revisa los datos enviados",
                     *         "details": {
                     *           "name": "El nombre debe tener entre 2 y 80 caracteres",
                     *           "phone": "Teléfono inválido: usa solo números, espacios, +, - y paréntesis (7 a 20 caracteres)"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadMyAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": components["schemas"]["BinaryFile"];
                "image/png": components["schemas"]["BinaryFile"];
                "image/webp": components["schemas"]["BinaryFile"];
                "application/octet-stream": components["schemas"]["BinaryFile"];
            };
        };
        responses: {
            /** @description The own profile with the new `avatar_url`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnProfile"];
                };
            };
            400: components["responses"]["NoFile"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ProfileNotFound"];
            413: components["responses"]["FileTooLarge"];
            415: components["responses"]["UnsupportedFileType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The account's current password. */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The account was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description `account_not_settled`: what to settle first is listed in `details`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountNotSettled"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProfile"];
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["ProfileNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProfiles: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated profile ids (at most 100).
                 * @example 3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b,7b2e9d40-1c3f-4a5b-8e6d-9f0a1b2c3d4e
                 */
                ids?: string;
                /**
                 * @description Text to find in profile names (accent- and case-insensitive).
                 * @example jose
                 */
                search?: string;
                /** @description Maximum results of a `search` (clamped to 1…100). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching public profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProfileList"];
                };
            };
            /** @description Neither `ids` nor `search` given (`Indica ids o search`), or more than 100 ids. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["InvalidToken"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The own active payment methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodCreate"];
            };
        };
        responses: {
            /** @description The created payment method. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["PaymentMethodValidation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    clearDefaultPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No default method any more. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PaymentMethodNotFound"];
            /** @description `last_payment_method`: the only active method while the user has open raffles. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Banesco principal"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentMethodUpdate"];
            };
        };
        responses: {
            /** @description The updated payment method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PaymentMethodNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["PaymentMethodValidation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setDefaultPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The method, now `is_default: true`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PaymentMethodNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRafflePaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creator's active payment methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RaffleNotFound"];
            410: components["responses"]["RaffleUnavailable"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanList"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A plan id, slug or name.
                 * @example pro
                 */
                id_or_name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            404: components["responses"]["PlanNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentPlan"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Permissions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMySubscriptions: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "plan_id": "00000000-0000-4000-8000-000000000003",
                 *       "auto_renew": true
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionCreate"];
            };
        };
        responses: {
            /** @description The new pending subscription. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No or invalid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The plan does not exist or is not active. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "plan_not_found",
                     *         "message": "Plan not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The plan is free, or a payment for another pending subscription is under review. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The user has no active subscription. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "no_active_subscription",
                     *         "message": "No tienes una suscripción activa"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "auto_renew": false
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionUpdate"];
            };
        };
        responses: {
            /** @description The updated subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SubscriptionNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SubscriptionNotFound"];
            /** @description The subscription is no longer pending or active, or its payment is under review. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubscriptionPayments: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the subscription's payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionPaymentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SubscriptionNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMobilePaymentConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active configuration entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobilePaymentConfigList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExchangeRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform's rate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformExchangeRate"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadPaymentScreenshot: {
        parameters: {
            query?: {
                /** @description The caller's ticket the screenshot is for (a UUID, else `422`). */
                ticket_id?: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": components["schemas"]["BinaryFile"];
                "image/png": components["schemas"]["BinaryFile"];
                "image/webp": components["schemas"]["BinaryFile"];
                "application/octet-stream": components["schemas"]["BinaryFile"];
            };
        };
        responses: {
            /** @description The stored screenshot. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedFile"];
                };
            };
            400: components["responses"]["NoFile"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TicketNotFound"];
            410: components["responses"]["RaffleUnavailable"];
            413: components["responses"]["FileTooLarge"];
            415: components["responses"]["UnsupportedFileType"];
            422: components["responses"]["FilterValidation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentScreenshotReading: {
        parameters: {
            query: {
                /** @description The `path` returned by `POST /uploads/payment-screenshots`. */
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reading so far. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProofReading"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMySubscriptionMobilePayments: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the user's mobile payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionMobilePaymentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSubscriptionMobilePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscription_id": "5c1d8e2a-9b3f-4c7d-8a6e-2f1b0c9d8e7a",
                 *       "mobile_number": "0414-1234567",
                 *       "payment_method": "pago_movil",
                 *       "reference_number": "00123456",
                 *       "reported_amount": 1227.5,
                 *       "reported_currency": "VES",
                 *       "screenshot_path": "3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b/payment-screenshots/1795273445123.jpg"
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionMobilePaymentCreate"];
            };
        };
        responses: {
            /** @description The reported payment, `pending`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionMobilePayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SubscriptionNotFound"];
            /** @description The subscription is not pending, or already has a payment waiting for review. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListMobilePayments: {
        parameters: {
            query?: {
                /** @description Which payments; `all` means no filter. */
                status?: "pending" | "approved" | "rejected" | "all";
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of mobile payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMobilePaymentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminApproveMobilePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReviewNotes"];
            };
        };
        responses: {
            /** @description The approved payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMobilePayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["MobilePaymentNotFound"];
            /** @description The payment is no longer pending, or its subscription is no longer pending (cancelled meanwhile). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminRejectMobilePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "notes": "La referencia no coincide con ningún pago recibido."
                 *     }
                 */
                "application/json": components["schemas"]["ReviewNotes"];
            };
        };
        responses: {
            /** @description The rejected payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMobilePayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["MobilePaymentNotFound"];
            409: components["responses"]["AlreadyReviewed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListMobilePaymentConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every configuration entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobilePaymentConfigList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreateMobilePaymentConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment_method": "pago_movil",
                 *       "bank": "Banesco",
                 *       "phone": "0414-7654321",
                 *       "id_number": "J-123456789",
                 *       "holder": "Rifa C.A.",
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["MobilePaymentConfigCreate"];
            };
        };
        responses: {
            /** @description The created entry. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobilePaymentConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateMobilePaymentConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "is_active": false
                 *     }
                 */
                "application/json": components["schemas"]["MobilePaymentConfigUpdate"];
            };
        };
        responses: {
            /** @description The updated entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobilePaymentConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["MobilePaymentConfigNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminSetExchangeRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "exchange_rate": 245.5
                 *     }
                 */
                "application/json": components["schemas"]["PlatformExchangeRateUpdate"];
            };
        };
        responses: {
            /** @description The new rate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformExchangeRate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDashboard"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlanList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Premium",
                 *       "price": 25,
                 *       "can_create_public": true,
                 *       "can_create_private": true,
                 *       "max_active_raffles": null,
                 *       "max_tickets_per_raffle": 10000
                 *     }
                 */
                "application/json": components["schemas"]["PlanCreate"];
            };
        };
        responses: {
            /** @description The new plan. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            /** @description Another plan has that name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "plan_name_taken",
                     *         "message": "Ya existe un plan con ese nombre"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeletePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["PlanNotFound"];
            /** @description The plan is in use, or it is the free plan. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price": 12,
                 *       "max_active_raffles": 8
                 *     }
                 */
                "application/json": components["schemas"]["PlanUpdate"];
            };
        };
        responses: {
            /** @description The updated plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["PlanNotFound"];
            /** @description The change would leave users without a free plan, or the name is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListAuditLog: {
        parameters: {
            query?: {
                /** @description Only entries about this kind of thing. */
                entity?: "subscription_mobile_payment" | "mobile_payment_config" | "exchange_rate" | "subscription_plan" | "raffle" | "user" | "raffle_report";
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminFindUsers: {
        parameters: {
            query?: {
                q?: string;
                /** @description `suspended`: only suspended users. */
                status?: "all" | "suspended";
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminSuspendUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationReason"];
            };
        };
        responses: {
            /** @description The user, suspended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ModerationConflict"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminReinstateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ModerationConflict"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminTakeDownRaffle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationReason"];
            };
        };
        responses: {
            /** @description The raffle, with `moderation`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["RaffleNotFound"];
            409: components["responses"]["ModerationConflict"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminRestoreRaffle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The raffle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["RaffleNotFound"];
            409: components["responses"]["ModerationConflict"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListRaffleReports: {
        parameters: {
            query?: {
                status?: "open" | "dismissed" | "actioned" | "all";
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaffleReportList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDismissRaffleReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report, dismissed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaffleReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ModerationConflict"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reportRaffle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationReason"];
            };
        };
        responses: {
            /** @description The report. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaffleReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller created the raffle. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["RaffleNotFound"];
            409: components["responses"]["ModerationConflict"];
            410: components["responses"]["RaffleUnavailable"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRaffles: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only raffles in this status; `all` (the default) means no filter. */
                status?: components["parameters"]["RaffleStatusFilter"];
                /** @description Text to find in title or description. */
                q?: string;
                /** @description `newest` (default) by creation, newest first; `ending`: only raffles whose `end_date` is still ahead, the soonest first. */
                sort?: "newest" | "ending";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of public raffles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaffleList"];
                };
            };
            401: components["responses"]["InvalidToken"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRaffle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "iPhone 16 Pro Max",
                 *       "description": "Nuevo, sellado. Se juega con la Lotería del Zulia.",
                 *       "ticket_price": 2.5,
                 *       "total_tickets": 1000,
                 *       "end_date": "2026-12-20T23:00:00.000Z",
                 *       "lottery": "zulia",
                 *       "is_private": false,
                 *       "tags": [
                 *         "tecnologia",
                 *         "celular"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RaffleCreate"];
            };
        };
        responses: {
            /** @description The created raffle. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The current plan does not allow this raffle. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /**
             * @description Validation failed (`validation_failed`, the fields as in RaffleValidation), or the caller has no active
             *     payment method (`no_payment_method`, message 'Agrega un método de pago activo antes de publicar tu rifa:
             *     tus compradores lo necesitan para pagarte'; checked after the fields and the plan).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchRaffles: {
        parameters: {
            query: {
                /** @description Text to find. */
                q: string;
                /** @description Maximum results (clamped to 1…100). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching raffles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaffleList"];
                };
            };
            /** @description `q` is missing. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Indica el texto a buscar (q)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["InvalidToken"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRaffle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The raffle with its creator. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["RaffleNotFound"];
            410: components["responses"]["RaffleUnavailable"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRaffle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["RaffleNotFound"];
            /** @description The raffle has tickets. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "raffle_has_tickets",
                     *         "message": "No puedes eliminar una rifa con tickets vendidos; cancélala"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRaffle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "end_date": "2026-12-27T23:00:00.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["RaffleUpdate"];
            };
        };
        responses: {
            /** @description The updated raffle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not the raffle's creator, or the plan does not allow the change (making it private or public, or more numbers), with the same messages as on creation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["RaffleNotFound"];
            /** @description The raffle is closed, or the change needs a raffle without sold tickets. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["RaffleValidation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadRaffleImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": components["schemas"]["BinaryFile"];
                "image/png": components["schemas"]["BinaryFile"];
                "image/webp": components["schemas"]["BinaryFile"];
                "application/octet-stream": components["schemas"]["BinaryFile"];
            };
        };
        responses: {
            /** @description The raffle with its new `image_url`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            400: components["responses"]["NoFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["RaffleNotFound"];
            413: components["responses"]["FileTooLarge"];
            415: components["responses"]["UnsupportedFileType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelRaffle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled raffle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["RaffleNotFound"];
            /** @description Already completed or cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "raffle_closed",
                     *         "message": "Esta rifa ya está finalizada o cancelada"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    drawRaffle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lottery_result": "4821",
                 *       "result_url": "https://www.loteriadelzulia.com/resultados"
                 *     }
                 */
                "application/json": components["schemas"]["DrawRequest"];
            };
        };
        responses: {
            /** @description The raffle with its `result` (completed, or still `waiting` after a `next_draw` attempt). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Neither the raffle's creator nor a super admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden",
                     *         "message": "Solo quien creó la rifa puede registrar el sorteo"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["RaffleNotFound"];
            /** @description Cancelled, already drawn, or the lottery has not drawn yet. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description Neither or both of `lottery_result` and `winner_number`, a result with too few digits, a number out of range, or a bad link. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    closeRaffleSales: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The raffle, sealed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such raffle, or the caller did not create it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Rifa no encontrada"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sales already closed, or the raffle is completed or cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewDraw: {
        parameters: {
            query?: {
                lottery_result?: string;
                winner_number?: number;
            };
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome the rule gives. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrawPreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such raffle, or the caller neither created it nor is a super admin. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Rifa no encontrada"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Neither or both of `lottery_result` and `winner_number`, too few digits, or a number out of range. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "validation_failed",
                     *         "message": "Revisa los datos enviados",
                     *         "details": {
                     *           "winner_number": "El número ganador debe estar entre 00 y 99"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    correctDraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lottery_result": "4812",
                 *       "reason": "Se copió mal el resultado publicado por la lotería"
                 *     }
                 */
                "application/json": components["schemas"]["DrawCorrection"];
            };
        };
        responses: {
            /** @description The raffle with its corrected `result`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not a super admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden",
                     *         "message": "Solo un administrador puede corregir un sorteo"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["RaffleNotFound"];
            /** @description The raffle has no recorded draw to correct. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_drawn",
                     *         "message": "Esta rifa no tiene un sorteo registrado"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadDrawPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": components["schemas"]["BinaryFile"];
                "image/png": components["schemas"]["BinaryFile"];
                "image/webp": components["schemas"]["BinaryFile"];
                "application/octet-stream": components["schemas"]["BinaryFile"];
            };
        };
        responses: {
            /** @description The raffle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Raffle"];
                };
            };
            400: components["responses"]["NoFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["RaffleNotFound"];
            /** @description No draw recorded yet. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_drawn",
                     *         "message": "Esta rifa no tiene un sorteo registrado"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["FileTooLarge"];
            415: components["responses"]["UnsupportedFileType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDraws: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrawAttemptList"];
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["RaffleNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seal"];
                };
            };
            401: components["responses"]["InvalidToken"];
            /** @description No such raffle, or its sales are not sealed yet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSealText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canonical text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example 0007;3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b;paid
                     *     0042;9b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b;pending
                     */
                    "text/plain": string;
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSealList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyRaffles: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only raffles in this status; `all` (the default) means no filter. */
                status?: components["parameters"]["RaffleStatusFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the caller's raffles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaffleList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUserRaffles: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only raffles in this status; `all` (the default) means no filter. */
                status?: components["parameters"]["RaffleStatusFilter"];
            };
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the user's public raffles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaffleList"];
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["ProfileNotFound"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRaffleNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The raffle's size and taken numbers. */
            200: {
                headers: {
                    /**
                     * @description `"n<numbers_version>-<salt>"`: changes whenever the raffle's taken numbers change, and
                     *     at every start of the server process (a random salt).
                     */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total_tickets": 100,
                     *       "numbers_version": 3,
                     *       "taken": [
                     *         3,
                     *         17,
                     *         42
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RaffleNumbers"];
                };
            };
            /** @description Unchanged since the `If-None-Match` ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["RaffleNotFound"];
            410: components["responses"]["RaffleUnavailable"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkRaffleAvailability: {
        parameters: {
            query: {
                /**
                 * @description Comma-separated numbers, 1 to 100 distinct values within 0 … total_tickets-1.
                 * @example 1,2,17
                 */
                numbers: string;
            };
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether all the numbers are free. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "available": false,
                     *       "unavailable": [
                     *         17
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Availability"];
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["RaffleNotFound"];
            410: components["responses"]["RaffleUnavailable"];
            422: components["responses"]["NumbersValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRaffleTickets: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only tickets in this status; `all` (the default) means no filter. */
                status?: components["parameters"]["TicketStatusFilter"];
            };
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the raffle's tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["RaffleNotFound"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    purchaseTickets: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A client-generated unique key (a UUID v4 is recommended) for this purchase attempt; reuse it
                 *     when retrying the same purchase. Keys are scoped to the signed-in user (for counter sales, to
                 *     the seller) and kept at least 24 hours.
                 * @example 0b6a3f9e-5d2c-4e1b-9a87-6c5d4e3f2a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "numbers": [
                 *         7,
                 *         21,
                 *         42
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PurchaseRequest"];
            };
        };
        responses: {
            /** @description An idempotent replay — the ticket created by the first request with this `Idempotency-Key`; nothing was bought again. */
            200: {
                headers: {
                    /** @description Always `true` on a replay. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description The new ticket. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Not signed in (or an invalid token). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["RaffleNotFound"];
            /**
             * @description `numbers_unavailable`: some numbers are taken (`details.numbers`, ascending);
             *     `raffle_not_active`: the raffle no longer sells (waiting, completed, cancelled or past its end);
             *     `too_many_holds`: the buyer already holds the most unpaid, unreported tickets allowed in this raffle.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NumbersUnavailableError"] | components["schemas"]["Error"];
                };
            };
            410: components["responses"]["RaffleUnavailable"];
            413: components["responses"]["PayloadTooLarge"];
            /**
             * @description `validation_failed`: `numbers` is not a list of 1 to 100 distinct integers within
             *     0 … total_tickets-1 (`details.numbers`);
             *     `idempotency_key_reused`: the `Idempotency-Key` was used for a purchase with another raffle
             *     or other numbers (as Stripe does); nothing was bought. The same raffle and numbers (in any
             *     order) replay the first ticket.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyTickets: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only tickets in this status; `all` (the default) means no filter. */
                status?: components["parameters"]["TicketStatusFilter"];
                /** @description Only this raffle's tickets (the web marks the buyer's own numbers on a raffle's grid with it). */
                raffle_id?: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the caller's tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketWithRaffleList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMySales: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only tickets in this status; `all` (the default) means no filter. */
                status?: components["parameters"]["TicketStatusFilter"];
                /** @description Only this raffle's tickets. */
                raffle_id?: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets sold in the caller's raffles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketWithRaffleList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket with a summary of its raffle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketWithRaffle"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TicketNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setTicketStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "cancelled"
                 *     }
                 */
                "application/json": components["schemas"]["TicketStatusUpdate"];
            };
        };
        responses: {
            /** @description The updated ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["TicketNotFound"];
            /** @description The numbers were taken meanwhile, or the raffle is closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NumbersUnavailableError"] | components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reinstateTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reinstated ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["TicketNotFound"];
            /** @description Numbers sold since, a ticket that did not end by expiry, or a raffle that no longer sells. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NumbersUnavailableError"] | components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validateTicketPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paid ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["TicketNotFound"];
            /** @description The ticket is cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "ticket_cancelled",
                     *         "message": "El ticket está cancelado"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicketPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PaymentNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTicketPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "pago_movil",
                 *       "amount": 2455,
                 *       "currency": "VES",
                 *       "reference": "004512",
                 *       "date": "2026-11-21T15:04:05.123Z",
                 *       "bank": "Banesco",
                 *       "phone_number": "0414-1234567",
                 *       "screenshot_path": "3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b/payment-screenshots/1795273445123.jpg"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentDetailCreate"];
            };
        };
        responses: {
            /** @description The payment detail, `pending`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TicketNotFound"];
            /** @description The ticket already has a payment detail, or is not pending. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            410: components["responses"]["RaffleUnavailable"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTicketPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reference": "004513"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentDetailUpdate"];
            };
        };
        responses: {
            /** @description The updated payment detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PaymentNotFound"];
            /** @description Already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payment_verified",
                     *         "message": "Este pago ya fue verificado"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            410: components["responses"]["RaffleUnavailable"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyTicketPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verified payment detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["PaymentNotFound"];
            409: components["responses"]["AlreadyReviewed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectTicketPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "notes": "No encuentro la transferencia con esa referencia."
                 *     }
                 */
                "application/json": components["schemas"]["ReviewNotes"];
            };
        };
        responses: {
            /** @description The rejected payment detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["PaymentNotFound"];
            409: components["responses"]["AlreadyReviewed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordTicketRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refund recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketRefund"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["TicketNotFound"];
            /** @description The return was recorded already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The ticket has no money to return. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTicketPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parts and the balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketPayments"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TicketNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTicketPaymentPart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "pago_movil",
                 *       "amount": 1227.5,
                 *       "currency": "VES",
                 *       "reference": "004513",
                 *       "payment_method_id": "7c9e6679-7425-40de-944b-e07fc1f90ae7"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentDetailCreate"];
            };
        };
        responses: {
            /** @description The new part, `pending`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TicketNotFound"];
            /** @description A report is waiting for review, nothing is owed, the ticket is not pending, its hold ended, or the raffle is closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            410: components["responses"]["RaffleUnavailable"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rateTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rating": 5,
                 *       "comment": "Entregó el premio el mismo día"
                 *     }
                 */
                "application/json": components["schemas"]["RatingCreate"];
            };
        };
        responses: {
            /** @description The rating. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TicketNotFound"];
            /** @description Already rated, or the ticket may not rate (not paid, raffle not completed). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmPrizeReceived: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket with its raffle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketWithRaffle"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TicketNotFound"];
            /** @description This ticket did not win. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_winner",
                     *         "message": "Este ticket no es el ganador de la rifa"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProfileRatings: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ratings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicRatingList"];
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["ProfileNotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket's `receipt_code` (32 lowercase hexadecimal characters, 128 random bits). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            401: components["responses"]["InvalidToken"];
            /** @description Unknown code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "receipt_not_found",
                     *         "message": "Este recibo no existe. Revisa el enlace o el código."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyPendingPayments: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only the payments of this raffle. */
                raffle_id?: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pending payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingPaymentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyRefundsDue: {
        parameters: {
            query?: {
                /** @description Only the tickets of this raffle. */
                raffle_id?: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tickets with money to return. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundDueList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStatementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveStatementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementSettingsInput"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": components["schemas"]["BinaryFile"];
                "application/octet-stream": components["schemas"]["BinaryFile"];
            };
        };
        responses: {
            /** @description What was stored and the outcome. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementImport"];
                };
            };
            400: components["responses"]["NoFile"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["FileTooLarge"];
            /** @description No columns saved yet (`validation_failed`), or lines that cannot be read (`statement_unreadable` with `details.lines`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "statement_unreadable",
                     *         "message": "No se pudo leer el estado de cuenta; no se guardó nada",
                     *         "details": {
                     *           "lines": [
                     *             {
                     *               "line": 3,
                     *               "message": "fecha «32/11/2026» no válida (usa 27/11/2026)"
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStatementOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementOutcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyStatementMatches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were verified, and the outcome after. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementVerification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyStatementPair: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    movement_id: components["schemas"]["Uuid"];
                    payment_id: components["schemas"]["Uuid"];
                };
            };
        };
        responses: {
            /** @description Verified (`verified` 1), and the outcome after. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Not a candidate pair, or taken meanwhile. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_a_candidate",
                     *         "message": "Ese movimiento no coincide con ese reporte"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportStatementMovements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the caller's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["StatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBusinessStatementAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementAccountList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBusinessStatementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveBusinessStatementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementSettingsInput"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importBusinessStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": components["schemas"]["BinaryFile"];
                "application/octet-stream": components["schemas"]["BinaryFile"];
            };
        };
        responses: {
            /** @description What was stored and the outcome. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementImport"];
                };
            };
            400: components["responses"]["NoFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["FileTooLarge"];
            /** @description No columns saved yet (`validation_failed`), or lines that cannot be read (`statement_unreadable` with `details.lines`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBusinessStatementOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementOutcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyBusinessStatementMatches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were verified, and the outcome after. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementVerification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyBusinessStatementPair: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    movement_id: components["schemas"]["Uuid"];
                    payment_id: components["schemas"]["Uuid"];
                };
            };
        };
        responses: {
            /** @description Verified (`verified` 1), and the outcome after. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["NotFound"];
            /** @description Not a candidate pair, or taken meanwhile. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportBusinessStatementMovements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the business owner's active pago móvil or transferencia payment methods. */
                method_id: components["parameters"]["BusinessStatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlatformStatementAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementAccountList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlatformStatementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    savePlatformStatementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementSettingsInput"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importPlatformStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": components["schemas"]["BinaryFile"];
                "application/octet-stream": components["schemas"]["BinaryFile"];
            };
        };
        responses: {
            /** @description What was stored and the outcome. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementImport"];
                };
            };
            400: components["responses"]["NoFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["FileTooLarge"];
            /** @description No columns saved yet (`validation_failed`), or lines that cannot be read (`statement_unreadable` with `details.lines`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlatformStatementOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementOutcome"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyPlatformStatementMatches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were verified, and the outcome after. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementVerification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyPlatformStatementPair: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    movement_id: components["schemas"]["Uuid"];
                    payment_id: components["schemas"]["Uuid"];
                };
            };
        };
        responses: {
            /** @description Verified (`verified` 1), and the outcome after. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["NotFound"];
            /** @description Not a candidate pair, or taken meanwhile. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportPlatformStatementMovements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account, one of the platform's active pago móvil or transferencia payment accounts (a mobile payment configuration entry). */
                method_id: components["parameters"]["PlatformStatementAccount"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SuperAdminOnly"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyFavorites: {
        parameters: {
            query?: {
                /** @description `raffle` joins each favourite's raffle. */
                expand?: "raffle";
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of favourites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoriteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    isFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The raffle's id. */
                raffle_id: components["parameters"]["RaffleIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the caller has the raffle as a favourite (false also for unknown raffles). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "favorite": true
                     *     }
                     */
                    "application/json": components["schemas"]["FavoriteFlag"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The raffle's id. */
                raffle_id: components["parameters"]["RaffleIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Already a favourite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Favorite"];
                };
            };
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Favorite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RaffleNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The raffle's id. */
                raffle_id: components["parameters"]["RaffleIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not a favourite any more. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countRaffleFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The number of favourites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 12
                     *     }
                     */
                    "application/json": components["schemas"]["Count"];
                };
            };
            401: components["responses"]["InvalidToken"];
            404: components["responses"]["RaffleNotFound"];
            410: components["responses"]["RaffleUnavailable"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyNotifications: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: number;
                /** @description `true`: only unread ones. */
                unread?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    clearMyNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No notifications left. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countMyUnreadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 3
                     *     }
                     */
                    "application/json": components["schemas"]["Count"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAllMyNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many notifications were unread and are now read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": 3
                     *     }
                     */
                    "application/json": components["schemas"]["Updated"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMyNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotificationNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markMyNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification, `is_read: true`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotificationNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBusinessMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's back-office role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessMe"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBusinessRaffles: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only raffles in this status; `all` (the default) means no filter. */
                status?: components["parameters"]["RaffleStatusFilter"];
                /** @description Text to find in title or description. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the business's raffles with their figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessRaffleList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBusinessTickets: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only tickets in this status; `all` (the default) means no filter. */
                status?: components["parameters"]["TicketStatusFilter"];
                /** @description Only this raffle's tickets (a raffle of the business). */
                raffle_id?: components["parameters"]["BusinessTicketRaffle"];
                /** @description `online` (bought in the app), or the id of the owner or a cashier (their counter sales). */
                seller?: components["parameters"]["BusinessTicketSeller"];
                /** @description Only tickets bought at or after this instant. */
                from?: components["parameters"]["BusinessTicketFrom"];
                /** @description Only tickets bought before this instant. */
                to?: components["parameters"]["BusinessTicketTo"];
                /**
                 * @description Text found in the buyer's name (case- and accent-insensitive) or phone (digits only, separators
                 *     ignored), or, when it is a number, a ticket holding that number.
                 */
                q?: components["parameters"]["BusinessTicketSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets and the totals of the filter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessTicketList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportBusinessTickets: {
        parameters: {
            query?: {
                /** @description Only tickets in this status; `all` (the default) means no filter. */
                status?: components["parameters"]["TicketStatusFilter"];
                /** @description Only this raffle's tickets (a raffle of the business). */
                raffle_id?: components["parameters"]["BusinessTicketRaffle"];
                /** @description `online` (bought in the app), or the id of the owner or a cashier (their counter sales). */
                seller?: components["parameters"]["BusinessTicketSeller"];
                /** @description Only tickets bought at or after this instant. */
                from?: components["parameters"]["BusinessTicketFrom"];
                /** @description Only tickets bought before this instant. */
                to?: components["parameters"]["BusinessTicketTo"];
                /**
                 * @description Text found in the buyer's name (case- and accent-insensitive) or phone (digits only, separators
                 *     ignored), or, when it is a number, a ticket holding that number.
                 */
                q?: components["parameters"]["BusinessTicketSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (`Content-Disposition: attachment; filename="tickets-YYYY-MM-DD.csv"`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCounterSale: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A client-generated unique key (a UUID v4 is recommended) for this purchase attempt; reuse it
                 *     when retrying the same purchase. Keys are scoped to the signed-in user (for counter sales, to
                 *     the seller) and kept at least 24 hours.
                 * @example 0b6a3f9e-5d2c-4e1b-9a87-6c5d4e3f2a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "numbers": [
                 *         5,
                 *         55
                 *       ],
                 *       "buyer_name": "José Rodríguez",
                 *       "buyer_phone": "0424-5551234",
                 *       "status": "paid"
                 *     }
                 */
                "application/json": components["schemas"]["CounterSaleRequest"];
            };
        };
        responses: {
            /** @description An idempotent replay (the same seller's `Idempotency-Key` with the same raffle and numbers) — the ticket created first; nothing was sold again. */
            200: {
                headers: {
                    /** @description Always `true` on a replay. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description The new ticket. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["RaffleNotFound"];
            /** @description Numbers taken (`numbers_unavailable`) or the raffle not selling (`raffle_not_active`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NumbersUnavailableError"] | components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /**
             * @description `validation_failed` (`details` per field: numbers, buyer_name, buyer_email, buyer_phone,
             *     status); `idempotency_key_reused`: the seller used the `Idempotency-Key` for a sale with
             *     another raffle or other numbers; nothing was sold.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCashiers: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of cashiers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessOwnerOnly"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCashier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "cajero1@example.com",
                 *       "name": "Ana Cajera"
                 *     }
                 */
                "application/json": components["schemas"]["CashierCreate"];
            };
        };
        responses: {
            /** @description The new cashier. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cashier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not the business owner, or the plan's cashier limit is reached. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already a cashier of this or another business, or the owner of a business. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /**
             * @description Validation failed, or no registered user has that email — code `user_not_registered`, message
             *     'El usuario debe estar registrado en {host}' with `{host}` replaced by the site's host (as a
             *     browser shows it: a port other than the scheme's default is kept) — or the email is the
             *     owner's own (`cashier_is_owner`), or the super administrator's (`cashier_is_super_admin`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCashier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cashier. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cashier"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessOwnerOnly"];
            404: components["responses"]["CashierNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCashier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessOwnerOnly"];
            404: components["responses"]["CashierNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCashier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "is_active": false
                 *     }
                 */
                "application/json": components["schemas"]["CashierUpdate"];
            };
        };
        responses: {
            /** @description The updated cashier. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cashier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessOwnerOnly"];
            404: components["responses"]["CashierNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Validation failed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "validation_failed",
                     *         "message": "Revisa los datos enviados",
                     *         "details": {
                     *           "password": "La contraseña del cajero no se cambia desde el panel; el cajero debe usar «¿Olvidaste tu contraseña?»"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCashierTickets: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
                /** @description Only tickets in this status; `all` (the default) means no filter. */
                status?: components["parameters"]["TicketStatusFilter"];
            };
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the cashier's counter sales and their totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessTicketList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["CashierNotFound"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    settleCounterSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CounterSaleSettle"];
            };
        };
        responses: {
            /** @description The settled ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessTicket"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["TicketNotFound"];
            /** @description `ticket_not_pending`, or the raffle closed or sealed (`raffle_closed`, `raffle_sealed`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShiftTotals: {
        parameters: {
            query: {
                from: components["schemas"]["TimestampInput"];
                to: components["schemas"]["TimestampInput"];
            };
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShiftTotals"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["CashierNotFound"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createShiftClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShiftCloseCreate"];
            };
        };
        responses: {
            /** @description The close. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShiftClose"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["CashierNotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShiftCloses: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of closes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShiftCloseList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            422: components["responses"]["FilterValidation"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOffShiftClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-off close. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShiftClose"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessOwnerOnly"];
            404: components["responses"]["NotFound"];
            /** @description `already_signed_off`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportShiftClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (`Content-Disposition: attachment; filename="cierre-YYYY-MM-DD.csv"`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessAccessDenied"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBusinessSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessOwnerOnly"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBusinessSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Rifas El Lago",
                 *       "phone": "0261-7654321"
                 *     }
                 */
                "application/json": components["schemas"]["BusinessSettingsUpdate"];
            };
        };
        responses: {
            /** @description The updated settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessOwnerOnly"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    openRealtimeSocket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching to the WebSocket protocol. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The `Origin` header is not the site's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden",
                     *         "message": "Origen no permitido"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a WebSocket upgrade request (sent with `Upgrade: websocket`). */
            426: {
                headers: {
                    /** @description `websocket` */
                    Upgrade?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "upgrade_required",
                     *         "message": "Esta dirección solo acepta conexiones WebSocket"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicObject: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag from an earlier answer; when it is current the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description A public bucket. */
                bucket: "avatars" | "raffle-images";
                /**
                 * @description The object's path inside the bucket; it may contain `/` (sent as is, not percent-encoded),
                 *     e.g. `{userId}/avatar.png` or `{userId}/payment-screenshots/{timestamp}.jpg`.
                 * @example 3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b/avatar.png
                 */
                path: components["parameters"]["ObjectPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description `public, max-age=3600` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": components["schemas"]["BinaryFile"];
                    "image/png": components["schemas"]["BinaryFile"];
                    "image/webp": components["schemas"]["BinaryFile"];
                };
            };
            /** @description Not modified (the `If-None-Match` ETag is current). */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["ObjectNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSignedObject: {
        parameters: {
            query: {
                /**
                 * @description Expiry as Unix time in seconds (at most 12 digits).
                 * @example 1795276045
                 */
                expires: string;
                /** @description The URL's signature (base64url, no padding). */
                token: string;
            };
            header?: {
                /** @description An ETag from an earlier answer; when it is current the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The bucket (in practice `verification-documents`). */
                bucket: "avatars" | "raffle-images" | "verification-documents";
                /**
                 * @description The object's path inside the bucket; it may contain `/` (sent as is, not percent-encoded),
                 *     e.g. `{userId}/avatar.png` or `{userId}/payment-screenshots/{timestamp}.jpg`.
                 * @example 3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b/avatar.png
                 */
                path: components["parameters"]["ObjectPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    /** @description `private, max-age=60` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": components["schemas"]["BinaryFile"];
                    "image/png": components["schemas"]["BinaryFile"];
                    "image/webp": components["schemas"]["BinaryFile"];
                };
            };
            /** @description Not modified (the `If-None-Match` ETag is current). */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The signature is wrong, missing or expired. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_signature",
                     *         "message": "El enlace no es válido o ya venció"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["ObjectNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRaffleSellers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sellers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["RaffleNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    inviteRaffleSeller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "vendedor@example.com",
                 *       "commission_type": "percent",
                 *       "commission_value": 10,
                 *       "block": {
                 *         "start": 300,
                 *         "end": 399,
                 *         "locked": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SellerInvite"];
            };
        };
        responses: {
            /** @description The seller (with `invite_url` when an invitation was made). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["RaffleNotFound"];
            /** @description `seller_exists`: that person is already a live seller of the raffle; `block_overlap`: the block overlaps another seller's. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "block_overlap",
                     *         "message": "El talonario se cruza con el de otro vendedor"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description `validation_failed` (`details` per field), or `seller_is_creator`: the raffle's creator invited themself. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportRaffleSellers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV (UTF-8, `;`-separated). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["RaffleNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeRaffleSeller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["SellerNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRaffleSeller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "block": {
                 *         "start": 300,
                 *         "end": 349,
                 *         "locked": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SellerUpdate"];
            };
        };
        responses: {
            /** @description The seller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["SellerNotFound"];
            /** @description `block_overlap`, or `seller_not_live`: the seller was removed or declined. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    settleSellerCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 12.5,
                 *       "note": "Efectivo"
                 *     }
                 */
                "application/json": components["schemas"]["SettlementRequest"];
            };
        };
        responses: {
            /** @description The seller with its figures after the settlement. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["SellerNotFound"];
            /** @description `settlement_exceeds_due`: more than the commission still due. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "settlement_exceeds_due",
                     *         "message": "El monto supera la comisión pendiente",
                     *         "details": {
                     *           "due": 5
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSellerInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation link's token. */
                token: components["parameters"]["InvitationTokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerInvitation"] | components["schemas"]["CashierInvitationView"];
                };
            };
            404: components["responses"]["InvitationNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptSellerInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation link's token. */
                token: components["parameters"]["InvitationTokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller as the raffle's seller, or as the business's cashier. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MySeller"] | components["schemas"]["CashierInvitationAccepted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description `cashier_limit_reached` (a cashier invitation). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["InvitationNotFound"];
            /** @description The invitation can no longer be accepted by this account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invitation_closed",
                     *         "message": "Esta invitación ya no está disponible"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `seller_is_creator`, `cashier_is_owner`, `cashier_is_super_admin`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    declineSellerInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation link's token. */
                token: components["parameters"]["InvitationTokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InvitationNotFound"];
            /** @description `invitation_closed`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMySellers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's seller roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MySeller"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMySellerTickets: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["SellerNotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sellAsSeller: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A client-generated unique key (a UUID v4 is recommended) for this purchase attempt; reuse it
                 *     when retrying the same purchase. Keys are scoped to the signed-in user (for counter sales, to
                 *     the seller) and kept at least 24 hours.
                 * @example 0b6a3f9e-5d2c-4e1b-9a87-6c5d4e3f2a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "numbers": [
                 *         300,
                 *         301
                 *       ],
                 *       "buyer_name": "María Pérez",
                 *       "buyer_phone": "0414-1234567"
                 *     }
                 */
                "application/json": components["schemas"]["CounterSaleRequest"];
            };
        };
        responses: {
            /** @description An idempotent replay of the sale made with this `Idempotency-Key`. */
            200: {
                headers: {
                    /** @description Always `true` on a replay. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description The ticket sold. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description `not_a_seller`: the seller was removed (or never accepted). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_a_seller",
                     *         "message": "No eres vendedor de esta rifa"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["SellerNotFound"];
            /** @description `numbers_unavailable`, `numbers_in_block`, `outside_block`, `block_taken_back` (an `offline` sale whose numbers are no longer in the caller's block), `raffle_not_active`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "outside_block",
                     *         "message": "Solo puedes vender números de tu talonario (300–399)",
                     *         "details": {
                     *           "numbers": [
                     *             5
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["NumbersUnavailableError"] | components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description Validation failed, or `idempotency_key_reused`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSellerShiftTotals: {
        parameters: {
            query: {
                from: components["schemas"]["TimestampInput"];
                to: components["schemas"]["TimestampInput"];
            };
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals (`seller_id` the seller's account). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShiftTotals"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["SellerNotFound"];
            422: components["responses"]["FilterValidation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSellerShiftCloses: {
        parameters: {
            query?: {
                /** @description 0-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Page size (clamped to 1…100). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of closes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShiftCloseList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["SellerNotFound"];
            422: components["responses"]["FilterValidation"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSellerShiftClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShiftCloseCreate"];
            };
        };
        responses: {
            /** @description The close (`raffle_id` the raffle). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShiftClose"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["SellerNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOffSellerShiftClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
                /** @description A shift close's id. */
                close_id: components["parameters"]["CloseIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-off close. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShiftClose"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["NotFound"];
            /** @description `already_signed_off`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportSellerShiftClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
                /** @description The seller's id (its row for one raffle). */
                seller_id: components["parameters"]["SellerIdPath"];
                /** @description A shift close's id. */
                close_id: components["parameters"]["CloseIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (`Content-Disposition: attachment; filename="cierre-YYYY-MM-DD.csv"`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotRaffleCreator"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCashierInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The waiting invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CashierInvitation"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessOwnerOnly"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    inviteCashier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "0414-1234567",
                 *       "name": "Ana Cajera"
                 *     }
                 */
                "application/json": {
                    email?: string;
                    /** @description A Venezuelan mobile number (0414-1234567). */
                    phone?: string;
                    /** @description The cashier's name as the business lists it (default the person's profile name). */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description The invitation with its link. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessOwnerOnly"];
            /** @description `cashier_exists`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description Validation failed, or `cashier_is_owner`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    withdrawCashierInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id (a value that is not a UUID answers `404`, not `400`). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["BusinessOwnerOnly"];
            404: components["responses"]["InvitationNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
