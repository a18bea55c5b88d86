#include "features/proofs/proof_readings_repository.hpp"

#include <nlohmann/json.hpp>

namespace rifa::features::proofs {
namespace {

constexpr const char* kProofsBucket = "verification-documents";

ProofState proof_state_of(const db::Row& row) {
  ProofState state;
  state.status = row.text("status");
  if (!row.is_null("receipt")) state.receipt = row.boolean("receipt");
  if (const auto fields = row.opt_text("fields")) state.fields = nlohmann::json::parse(*fields, nullptr, false);
  return state;
}

}  // namespace

std::vector<std::string> ProofReadingsRepository::due(db::Connection& conn, std::int64_t version,
                                                      const std::string& stale_before, std::int64_t limit) {
  const auto result = conn.query(
      "SELECT o.path FROM storage_objects o LEFT JOIN proof_readings r ON r.bucket = o.bucket AND r.path = o.path "
      "WHERE o.bucket = ? AND (r.path IS NULL OR (r.status <> 'reading' AND r.reader_version < ?) "
      "OR (r.status = 'reading' AND r.claimed_at < ?)) ORDER BY o.created_at, o.path LIMIT ?",
      {std::string(kProofsBucket), version, stale_before, limit});
  std::vector<std::string> paths;
  for (const auto& row : result.rows) paths.push_back(row.text("path"));
  return paths;
}

bool ProofReadingsRepository::claim(db::Connection& conn, const std::string& path, std::int64_t version,
                                    const std::string& now, const std::string& stale_before) {
  return !conn.query(
                  "INSERT INTO proof_readings (bucket, path, status, reader_version, claimed_at) "
                  "VALUES (?, ?, 'reading', ?, ?) ON CONFLICT (bucket, path) DO UPDATE SET status = 'reading', "
                  "reader_version = excluded.reader_version, claimed_at = excluded.claimed_at, read_at = NULL, "
                  "error = NULL WHERE (proof_readings.status <> 'reading' AND proof_readings.reader_version < "
                  "excluded.reader_version) OR (proof_readings.status = 'reading' AND proof_readings.claimed_at < ?) "
                  "RETURNING path",
                  {std::string(kProofsBucket), path, version, now, stale_before})
              .empty();
}

bool ProofReadingsRepository::store(db::Connection& conn, const std::string& path, std::int64_t version, bool receipt,
                                    const std::string& fields_json, const std::string& text, const std::string& now) {
  return !conn.query(
                  "UPDATE proof_readings SET status = 'read', receipt = ?, fields = ?, text = ?, read_at = ? "
                  "WHERE bucket = ? AND path = ? AND status = 'reading' AND reader_version = ? RETURNING path",
                  {receipt, fields_json, text, now, std::string(kProofsBucket), path, version})
              .empty();
}

bool ProofReadingsRepository::store_failure(db::Connection& conn, const std::string& path, std::int64_t version,
                                            const std::string& error, const std::string& now) {
  return !conn.query(
                  "UPDATE proof_readings SET status = 'failed', error = ?, read_at = ? "
                  "WHERE bucket = ? AND path = ? AND status = 'reading' AND reader_version = ? RETURNING path",
                  {error, now, std::string(kProofsBucket), path, version})
              .empty();
}

std::optional<StoredReading> ProofReadingsRepository::find(db::Connection& conn, const std::string& path) {
  const auto result = conn.query(
      "SELECT path, status, reader_version, receipt, fields, text, error FROM proof_readings "
      "WHERE bucket = ? AND path = ?",
      {std::string(kProofsBucket), path});
  if (result.empty()) return std::nullopt;
  const auto& row = result.first();
  StoredReading reading;
  reading.path = row.text("path");
  reading.status = row.text("status");
  reading.reader_version = row.integer("reader_version");
  if (!row.is_null("receipt")) reading.receipt = row.boolean("receipt");
  reading.fields = row.opt_text("fields");
  reading.text = row.opt_text("text");
  reading.error = row.opt_text("error");
  return reading;
}

std::optional<StoredReading> ProofReadingsRepository::for_owner(db::Database& db, const std::string& path,
                                                                const std::string& owner_id) {
  const auto result = db.query(
      "SELECT o.path, r.status, r.reader_version, r.receipt, r.fields, r.text, r.error FROM storage_objects o "
      "LEFT JOIN proof_readings r ON r.bucket = o.bucket AND r.path = o.path "
      "WHERE o.bucket = ? AND o.path = ? AND o.owner_id = ?",
      {std::string(kProofsBucket), path, owner_id});
  if (result.empty()) return std::nullopt;
  const auto& row = result.first();
  StoredReading reading;
  reading.path = row.text("path");
  reading.status = row.is_null("status") ? "pending" : row.text("status");
  if (!row.is_null("reader_version")) reading.reader_version = row.integer("reader_version");
  if (!row.is_null("receipt")) reading.receipt = row.boolean("receipt");
  reading.fields = row.opt_text("fields");
  reading.text = row.opt_text("text");
  reading.error = row.opt_text("error");
  return reading;
}

ProofState ProofReadingsRepository::state(db::Connection& conn, const std::optional<std::string>& path) {
  ProofState state;
  if (!path || path->empty()) return state;
  state.status = "pending";
  const auto result = conn.query("SELECT status, receipt, fields FROM proof_readings WHERE bucket = ? AND path = ?",
                                 {std::string(kProofsBucket), *path});
  if (result.empty()) return state;
  return proof_state_of(result.first());
}

std::map<std::string, ProofState> ProofReadingsRepository::states(db::Connection& conn,
                                                                  const std::vector<std::string>& paths) {
  std::map<std::string, ProofState> out;
  if (paths.empty()) return out;
  std::vector<db::Value> params{std::string(kProofsBucket)};
  params.insert(params.end(), paths.begin(), paths.end());
  const auto result =
      conn.query("SELECT path, status, receipt, fields FROM proof_readings WHERE bucket = ? AND path IN (" +
                     db::placeholders(paths.size()) + ")",
                 params);
  for (const auto& row : result.rows) out.emplace(row.text("path"), proof_state_of(row));
  return out;
}

PayeeAccounts ProofReadingsRepository::payee_accounts(db::Connection& conn, const std::string& user_id) {
  PayeeAccounts accounts;
  const auto result =
      conn.query("SELECT details FROM payment_methods WHERE user_id = ? AND is_active = TRUE", {user_id});
  for (const auto& row : result.rows) {
    const auto details = nlohmann::json::parse(row.text("details"), nullptr, false);
    if (!details.is_object()) continue;
    const auto text = [&](const char* key) -> std::string {
      const auto it = details.find(key);
      return it != details.end() && it->is_string() ? it->get<std::string>() : "";
    };
    if (const auto phone = text("phone"); !phone.empty()) accounts.phones.push_back(phone);
    if (const auto bank = text("bank"); !bank.empty()) accounts.banks.push_back(bank);
    if (const auto account = text("account_number"); !account.empty()) accounts.accounts.push_back(account);
  }
  return accounts;
}

PayeeAccounts ProofReadingsRepository::platform_accounts(db::Connection& conn) {
  PayeeAccounts accounts;
  const auto result = conn.query("SELECT bank, phone FROM mobile_payment_config WHERE is_active = TRUE", {});
  for (const auto& row : result.rows) {
    if (const auto phone = row.opt_text("phone")) accounts.phones.push_back(*phone);
    if (const auto bank = row.opt_text("bank")) accounts.banks.push_back(*bank);
  }
  return accounts;
}

ProofReadingsRepository::Purchase ProofReadingsRepository::ticket_purchase(db::Connection& conn,
                                                                           const std::string& ticket_id) {
  const auto result = conn.query(
      "SELECT t.created_at, c.exchange_rate_cents FROM tickets t JOIN raffles r ON r.id = t.raffle_id "
      "JOIN profiles c ON c.id = r.creator_id WHERE t.id = ?",
      {ticket_id});
  if (result.empty()) return {};
  return {result.first().text("created_at"), result.first().opt_integer("exchange_rate_cents")};
}

std::map<std::string, ProofReadingsRepository::Purchase> ProofReadingsRepository::ticket_purchases(
    db::Connection& conn, const std::vector<std::string>& ticket_ids) {
  std::map<std::string, Purchase> out;
  if (ticket_ids.empty()) return out;
  const std::vector<db::Value> params(ticket_ids.begin(), ticket_ids.end());
  const auto result = conn.query(
      "SELECT t.id, t.created_at, c.exchange_rate_cents FROM tickets t JOIN raffles r ON r.id = t.raffle_id "
      "JOIN profiles c ON c.id = r.creator_id WHERE t.id IN (" +
          db::placeholders(ticket_ids.size()) + ")",
      params);
  for (const auto& row : result.rows) {
    out.emplace(row.text("id"), Purchase{row.text("created_at"), row.opt_integer("exchange_rate_cents")});
  }
  return out;
}

std::string ProofReadingsRepository::subscription_requested_at(db::Connection& conn,
                                                               const std::string& subscription_id) {
  const auto result = conn.query("SELECT created_at FROM user_subscriptions WHERE id = ?", {subscription_id});
  return result.empty() ? "" : result.first().text("created_at");
}

}  // namespace rifa::features::proofs
