#include "http/error_response.hpp"

#include "common/log.hpp"
#include "db/database.hpp"
#include "http/rate_limiter.hpp"

namespace rifa::http {

Response error_response(const ApiError& error, unsigned version) {
  nlohmann::json body = {{"code", error.code()}, {"message", error.what()}};
  if (!error.details().is_null()) body["details"] = error.details();
  return json_response(static_cast<Status>(error.status()), {{"error", body}}, version);
}

Response error_response_for(std::exception_ptr error, unsigned version) {
  try {
    std::rethrow_exception(error);
  } catch (const RateLimited& e) {
    auto res = error_response(e, version);
    res.set(bhttp::field::retry_after, std::to_string(e.retry_after().count()));
    return res;
  } catch (const ApiError& e) {
    return error_response(e, version);
  } catch (const db::RetryableError& e) {
    log::warn(std::string("database busy: ") + e.what());
    return error_response(ApiError(503, "unavailable", "El servicio está ocupado, intenta de nuevo"), version);
  } catch (const std::exception& e) {
    log::error(std::string("unhandled error: ") + e.what());
  } catch (...) {
    log::error("unhandled non-standard exception");
  }
  return error_response(ApiError(500, "internal_error", "Error interno del servidor"), version);
}

Response auth_error_response(int status, const std::string& code, const std::string& message,
                             const nlohmann::json& extra, unsigned version) {
  nlohmann::json body = {{"code", code}, {"error_code", code}, {"message", message}, {"msg", message}};
  if (extra.is_object()) body.update(extra);
  auto res = json_response(static_cast<Status>(status), body, version);
  res.set("X-Supabase-Api-Version", kAuthApiVersion);
  return res;
}

Response not_found_response(unsigned version) {
  return error_response(ApiError(404, "not_found", "Recurso no encontrado"), version);
}

Response method_not_allowed_response(const std::vector<std::string>& allowed, unsigned version) {
  auto res = error_response(ApiError(405, "method_not_allowed", "Método no permitido"), version);
  std::string header;
  for (const auto& m : allowed) header += (header.empty() ? "" : ", ") + m;
  res.set(bhttp::field::allow, header);
  return res;
}

}  // namespace rifa::http
