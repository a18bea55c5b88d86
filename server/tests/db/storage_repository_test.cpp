// The storage repository on both databases: an uploaded object stored, replaced, read back byte
// for byte and removed by prefix (taken literally).
#include <gtest/gtest.h>

#include "db_fixture.hpp"
#include "storage/storage_repository.hpp"

namespace rifa::db::testing {
namespace {

using storage::StorageRepository;

class StorageRepositoryTest : public DbTest {};

TEST_P(StorageRepositoryTest, StoresReplacesReadsAndRemovesObjects) {
  StorageRepository repo(db());
  const std::string ana = make_user("Ana");
  const std::string bytes("\x89PNG\0\x01\xff", 7);
  db().transaction([&](Connection& conn) {
    StorageRepository::upsert(conn, "avatars", ana + "/avatar.png", ana, "image/png", "\"e1\"", bytes,
                              "2030-01-01T00:00:00.000Z");
    StorageRepository::upsert(conn, "avatars", ana + "/avatar%.png", ana, "image/png", "\"e2\"", "x",
                              "2030-01-01T00:00:00.000Z");
  });
  auto found = repo.find("avatars", ana + "/avatar.png");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->data, bytes);
  EXPECT_EQ(found->etag, "\"e1\"");
  EXPECT_EQ(found->content_type, "image/png");

  db().transaction([&](Connection& conn) {
    StorageRepository::upsert(conn, "avatars", ana + "/avatar.png", ana, "image/webp", "\"e3\"", "webp",
                              "2030-01-02T00:00:00.000Z");
  });
  found = repo.find("avatars", ana + "/avatar.png");
  EXPECT_EQ(found->data, "webp");
  EXPECT_EQ(found->content_type, "image/webp");
  EXPECT_EQ(found->updated_at, "2030-01-02T00:00:00.000Z");
  EXPECT_EQ(count("storage_objects"), 2);

  // "avatar%" matches only paths that start with it literally; `keep` stays.
  db().transaction(
      [&](Connection& conn) { StorageRepository::remove_prefix(conn, "avatars", ana + "/avatar%", ana + "/nothing"); });
  EXPECT_FALSE(repo.find("avatars", ana + "/avatar%.png"));
  EXPECT_TRUE(repo.find("avatars", ana + "/avatar.png"));
  db().transaction([&](Connection& conn) {
    StorageRepository::remove_prefix(conn, "avatars", ana + "/avatar", ana + "/avatar.png");
  });
  EXPECT_TRUE(repo.find("avatars", ana + "/avatar.png"));
  EXPECT_FALSE(repo.find("raffle-images", ana + "/avatar.png"));
}

INSTANTIATE_TEST_SUITE_P(Dialects, StorageRepositoryTest, kAllDialects, DialectParamName);

}  // namespace
}  // namespace rifa::db::testing
