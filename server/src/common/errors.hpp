#pragma once

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace rifa {

// The one typed error of the core. Services throw it; the HTTP layer turns it into the JSON
// envelope {"error": {"code", "message", "details"}} in exactly one place (http/error_response).
class ApiError : public std::runtime_error {
 public:
  ApiError(int status, std::string code, std::string message, nlohmann::json details = nullptr)
      : std::runtime_error(message), status_(status), code_(std::move(code)), details_(std::move(details)) {}

  int status() const { return status_; }
  const std::string& code() const { return code_; }
  const nlohmann::json& details() const { return details_; }

  static ApiError bad_request(std::string message, nlohmann::json details = nullptr) {
    return {400, "bad_request", std::move(message), std::move(details)};
  }
  static ApiError unauthorized(std::string message = "Debes iniciar sesión") {
    return {401, "unauthorized", std::move(message)};
  }
  // A token whose signature or expiry is wrong, or whose session was signed out or revoked.
  static ApiError session_expired() {
    return {401, "invalid_token", "Tu sesión expiró o no es válida. Inicia sesión de nuevo."};
  }
  static ApiError forbidden(std::string message = "No tienes permiso para realizar esta acción") {
    return {403, "forbidden", std::move(message)};
  }
  static ApiError not_found(std::string message = "No encontrado") { return {404, "not_found", std::move(message)}; }
  // An uploaded file over the 5 MB limit (spec's message), wherever it is found too large.
  static ApiError file_too_large() {
    return {413, "file_too_large", "El archivo es demasiado grande. Máximo 5MB permitido"};
  }
  static ApiError conflict(std::string code, std::string message, nlohmann::json details = nullptr) {
    return {409, std::move(code), std::move(message), std::move(details)};
  }
  static ApiError validation(nlohmann::json field_messages) {
    return {422, "validation_failed", "Revisa los datos enviados", std::move(field_messages)};
  }

 private:
  int status_;
  std::string code_;
  nlohmann::json details_;
};

}  // namespace rifa
