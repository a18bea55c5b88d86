#pragma once

#include <cstdint>
#include <string>

namespace rifa::features::tickets {

// The ETag of a raffle's taken numbers at one `numbers_version`: "n<version>-<salt>", quoted. The
// salt is drawn at random once per process start, so an ETag from before a restart never matches
// after it. On SQLite a read on another connection can see a group up to one fsync before it is
// durable (docs/decisions.md); after a power loss (not a process crash) that group is gone and the
// same version may be reached again by another grid, which a bare "n<version>" would answer with
// a wrong 304. The price: instances sharing a PostgreSQL database write different ETags, so a
// poll that lands on another instance gets the grid again (200) instead of a 304.
std::string numbers_etag(std::int64_t version);

}  // namespace rifa::features::tickets
