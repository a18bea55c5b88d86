#include "features/proofs/proofs_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "features/proofs/bank_codes.hpp"
#include "features/proofs/proof_readings_repository.hpp"

namespace rifa::features::proofs {
namespace {

// The fields as stored, each bank with its usual name for the form ("Banesco").
nlohmann::json named_fields(const std::optional<std::string>& stored) {
  if (!stored) return nullptr;
  auto fields = nlohmann::json::parse(*stored, nullptr, false);
  for (const char* key : {"origin_bank", "destination_bank"}) {
    if (!fields.is_object() || !fields.contains(key) || !fields[key].is_object()) continue;
    auto& bank = fields[key];
    if (const Bank* known = bank_by_code(bank.value("value", ""))) bank["name"] = std::string(known->name);
  }
  return fields;
}

nlohmann::json reading_body(const StoredReading& reading) {
  return {{"path", reading.path},
          {"status", reading.status},
          {"reader_version", reading.reader_version ? nlohmann::json(reading.reader_version) : nlohmann::json()},
          {"receipt", reading.receipt ? nlohmann::json(*reading.receipt) : nlohmann::json()},
          {"fields", named_fields(reading.fields)},
          {"error", reading.error ? nlohmann::json(*reading.error) : nlohmann::json()}};
}

}  // namespace

void register_routes(http::Router& router, db::Database& db, auth::AuthService& auth) {
  router.add(http::bhttp::verb::get, "/api/v1/uploads/payment-screenshots/reading", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto path = ctx.query.find("path");
    const auto reading =
        path == ctx.query.end() ? std::nullopt : ProofReadingsRepository::for_owner(db, path->second, user.user_id);
    if (!reading) throw ApiError::not_found("Comprobante no encontrado");
    return http::json_response(http::Status::ok, reading_body(*reading));
  });
}

}  // namespace rifa::features::proofs
