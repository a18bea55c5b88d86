#pragma once

#include <string>

namespace rifa::storage {

// An uploaded file as served: its bytes, type, ETag and last change (RFC 3339).
struct StoredObject {
  std::string content_type;
  std::string etag;
  std::string data;
  std::string updated_at;
};

}  // namespace rifa::storage
