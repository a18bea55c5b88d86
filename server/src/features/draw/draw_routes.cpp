#include "features/draw/draw_routes.hpp"

#include <algorithm>
#include <charconv>

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "features/draw/draw_json.hpp"
#include "features/raffles/raffle_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::draw {

using http::bhttp::verb;

namespace {

http::Response raffle_response(const raffles::Raffle& raffle) {
  return http::json_text_response(http::Status::ok, raffles::raffle_text(raffle));
}

// The body of a draw (and, with `correction`, of a correction), types and forms checked; the
// raffle's digits and range are the service's.
DrawInput read_draw_input(const http::RequestContext& ctx, bool correction) {
  http::BodyFields body(ctx);
  DrawInput input;
  static constexpr TextRule kResult{2, 8, false, "Escribe el número publicado por la lotería (de 2 a 8 cifras)"};
  input.lottery_result = body.text("lottery_result", kResult);
  if (input.lottery_result && !std::all_of(input.lottery_result->begin(), input.lottery_result->end(),
                                           [](char c) { return c >= '0' && c <= '9'; })) {
    body.add("lottery_result", "Escribe el número publicado por la lotería (de 2 a 8 cifras)");
  }
  input.winner_number = body.integer("winner_number");
  if (!body.has("lottery_result") == !body.has("winner_number")) {
    body.add("lottery_result",
             "Indica el resultado de la lotería (lottery_result) o el número ganador "
             "(winner_number), uno de los dos");
  }
  static constexpr TextRule kUrl{1, 500, false, "El enlace puede tener hasta 500 caracteres"};
  input.result_url = body.text("result_url", kUrl);
  if (input.result_url && input.result_url->rfind("https://", 0) != 0 && input.result_url->rfind("http://", 0) != 0) {
    body.add("result_url", "El enlace al resultado debe empezar por http:// o https://");
  }
  if (correction) {
    static constexpr TextRule kReason{10, 500, true, "El motivo debe tener entre 10 y 500 caracteres"};
    input.reason = body.text("reason", kReason);
    if (!body.has("reason")) body.add("reason", "Este campo es obligatorio");
  }
  body.done();
  return input;
}

// The query of a preview: the same input as a draw's body (`lottery_result` or `winner_number`).
DrawInput read_preview_input(const http::RequestContext& ctx) {
  http::QueryFields query(ctx);
  DrawInput input;
  const auto result = ctx.query.find("lottery_result");
  const auto number = ctx.query.find("winner_number");
  if (result != ctx.query.end()) {
    const std::string& text = result->second;
    if (text.size() < 2 || text.size() > 8 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      query.add("lottery_result", "Escribe el número publicado por la lotería (de 2 a 8 cifras)");
    } else {
      input.lottery_result = text;
    }
  }
  if (number != ctx.query.end()) {
    const std::string& text = number->second;
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
      query.add("winner_number", "Debe ser un número entero");
    } else {
      input.winner_number = value;
    }
  }
  if ((result == ctx.query.end()) == (number == ctx.query.end())) {
    query.add("lottery_result",
              "Indica el resultado de la lotería (lottery_result) o el número ganador "
              "(winner_number), uno de los dos");
  }
  query.done();
  return input;
}

http::Response download(const http::RequestContext& ctx, const SealFile& file, const char* content_type) {
  http::Response res{http::Status::ok, ctx.request.version()};
  res.set(http::bhttp::field::content_type, content_type);
  res.set("Content-Disposition", "attachment; filename=\"" + file.filename + "\"");
  res.set(http::bhttp::field::cache_control, "no-cache");
  res.body() = file.body;
  res.prepare_payload();
  return res;
}

}  // namespace

void register_routes(http::Router& router, DrawService& service, auth::AuthService& auth) {
  router.add(verb::post, "/api/v1/raffles/{id}/draw", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto input = read_draw_input(ctx, false);
    return raffle_response(service.draw(user.user_id, ctx.param("id"), input));
  });
  router.add(verb::get, "/api/v1/raffles/{id}/draw/preview", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto input = read_preview_input(ctx);
    return http::json_response(http::Status::ok, to_json(service.preview(user.user_id, ctx.param("id"), input)));
  });
  router.add(verb::post, "/api/v1/raffles/{id}/close-sales", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return raffle_response(service.close_sales(user.user_id, ctx.param("id")));
  });
  router.add(verb::post, "/api/v1/raffles/{id}/draw/correction", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto input = read_draw_input(ctx, true);
    return raffle_response(service.correct(user.user_id, ctx.param("id"), input));
  });
  router.add(
      verb::put, "/api/v1/raffles/{id}/draw/photo",
      [&](http::RequestContext& ctx) {
        const auto user = auth::require_user(auth, ctx);
        return raffle_response(service.upload_photo(user.user_id, ctx.param("id"), ctx.request.body()));
      },
      http::file_upload_route());
  router.add(verb::get, "/api/v1/raffles/{id}/draws", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.attempts(ctx.param("id"))));
  });
  router.add(verb::get, "/api/v1/raffles/{id}/seal", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.seal(ctx.param("id"))));
  });
  router.add(verb::get, "/api/v1/raffles/{id}/seal.txt", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    return download(ctx, service.seal_text(ctx.param("id")), "text/plain; charset=utf-8");
  });
  router.add(verb::get, "/api/v1/raffles/{id}/seal.csv", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    return download(ctx, service.seal_csv(ctx.param("id")), "text/csv; charset=utf-8");
  });
}

}  // namespace rifa::features::draw
