#include "storage/storage_routes.hpp"

#include "common/errors.hpp"

namespace rifa::storage {

using http::bhttp::verb;

namespace {

http::Response object_response(const http::RequestContext& ctx, const StoredObject& object, const char* cache) {
  http::Response res{http::Status::ok, ctx.request.version()};
  res.set(http::bhttp::field::content_type, object.content_type);
  res.set(http::bhttp::field::etag, object.etag);
  res.set(http::bhttp::field::cache_control, cache);
  res.set("X-Content-Type-Options", "nosniff");
  res.set("Content-Disposition", "inline");
  if (http::etag_matches(ctx.request[http::bhttp::field::if_none_match], object.etag)) {
    res.result(http::Status::not_modified);
    return res;
  }
  res.body() = object.data;
  res.prepare_payload();
  return res;
}

ApiError missing() { return ApiError::not_found("Archivo no encontrado"); }

}  // namespace

void register_routes(http::Router& router, ObjectStore& store) {
  router.add(verb::get, "/storage/v1/object/public/{bucket}/{path*}", [&store](http::RequestContext& ctx) {
    const std::string& bucket = ctx.param("bucket");
    if (!ObjectStore::is_public_bucket(bucket)) throw missing();
    auto object = store.get(bucket, ctx.param("path"));
    if (!object) throw missing();
    return object_response(ctx, *object, "public, max-age=3600");
  });

  router.add(verb::get, "/storage/v1/object/sign/{bucket}/{path*}", [&store](http::RequestContext& ctx) {
    const std::string& bucket = ctx.param("bucket");
    const std::string& path = ctx.param("path");
    if (!store.check_signature(bucket, path, ctx.query_value("expires").value_or(""),
                               ctx.query_value("token").value_or(""))) {
      throw ApiError(403, "invalid_signature", "El enlace no es válido o ya venció");
    }
    auto object = store.get(bucket, path);
    if (!object) throw missing();
    return object_response(ctx, *object, "private, max-age=60");
  });
}

}  // namespace rifa::storage
