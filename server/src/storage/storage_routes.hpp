#pragma once

#include "http/router.hpp"
#include "storage/object_store.hpp"

namespace rifa::storage {

// GET /storage/v1/object/public/{bucket}/{path*}: public buckets, with ETag/304 and an hour of
// caching. GET /storage/v1/object/sign/{bucket}/{path*}?expires&token: private objects through
// signed URLs that expire.
void register_routes(http::Router& router, ObjectStore& store);

}  // namespace rifa::storage
