#pragma once

#include "http/router.hpp"

namespace rifa::features::openapi {

// The text of api/openapi.yaml, embedded at build time.
const char* contract_text();

// GET /api/v1/openapi.yaml: the API contract the web client's types are generated from.
void register_routes(http::Router& router);

}  // namespace rifa::features::openapi
