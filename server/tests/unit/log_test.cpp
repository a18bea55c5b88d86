// Log lines (common/log.hpp): the JSON shape of LOG_FORMAT=json, the text shape, and secrets kept
// out of both.
#include "common/log.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

namespace rifa {
namespace {

// What the logger writes to stdout and stderr while it lives, read back by out() and err().
class CapturedOutput {
 public:
  CapturedOutput() : out_(redirect(STDOUT_FILENO, saved_out_)), err_(redirect(STDERR_FILENO, saved_err_)) {}
  ~CapturedOutput() {
    restore(STDOUT_FILENO, saved_out_, out_);
    restore(STDERR_FILENO, saved_err_, err_);
  }
  std::string out() const { return read_all(out_); }
  std::string err() const { return read_all(err_); }

 private:
  static std::FILE* redirect(int fd, int& saved) {
    std::fflush(nullptr);
    saved = ::dup(fd);
    std::FILE* file = std::tmpfile();
    ::dup2(::fileno(file), fd);
    return file;
  }
  static void restore(int fd, int saved, std::FILE* file) {
    ::dup2(saved, fd);
    ::close(saved);
    std::fclose(file);
  }
  static std::string read_all(std::FILE* file) {
    std::string text;
    char buffer[4096];
    const int fd = ::fileno(file);
    ::lseek(fd, 0, SEEK_SET);
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(n));
    return text;
  }
  int saved_out_ = -1, saved_err_ = -1;
  std::FILE* out_;
  std::FILE* err_;
};

class LogTest : public ::testing::Test {
 protected:
  void TearDown() override {
    log::set_format(LogFormat::text);
    log::set_level(LogLevel::info);
  }
};

TEST_F(LogTest, JsonIsOneObjectPerLineWithTimeLevelMessageAndFields) {
  log::set_format(LogFormat::json);
  CapturedOutput captured;
  log::info("http GET /api/v1/raffles 200", {{"method", "GET"}, {"status", 200}, {"duration_ms", 1.5}});
  log::warn("line one\nline \"two\"");
  const std::string out = captured.out();
  ASSERT_FALSE(out.empty());
  EXPECT_EQ(out.back(), '\n');
  EXPECT_EQ(out.find('\n'), out.size() - 1);  // one line
  const auto line = nlohmann::json::parse(out);
  EXPECT_TRUE(line["time"].is_string());
  EXPECT_EQ(line["level"], "info");
  EXPECT_EQ(line["msg"], "http GET /api/v1/raffles 200");
  EXPECT_EQ(line["method"], "GET");
  EXPECT_EQ(line["status"], 200);
  EXPECT_DOUBLE_EQ(line["duration_ms"].get<double>(), 1.5);
  // Warnings and errors go to stderr, their new lines escaped inside the one line.
  const std::string err = captured.err();
  EXPECT_EQ(err.find('\n'), err.size() - 1);
  const auto warning = nlohmann::json::parse(err);
  EXPECT_EQ(warning["level"], "warn");
  EXPECT_EQ(warning["msg"], "line one\nline \"two\"");
}

TEST_F(LogTest, TextIsTimeLevelMessageThenFields) {
  CapturedOutput captured;
  log::info("job raffle_ending: 2", {{"job", "raffle_ending"}, {"done", 2}});
  const std::string out = captured.out();
  EXPECT_NE(out.find(" INFO job raffle_ending: 2 job=raffle_ending done=2\n"), std::string::npos) << out;
}

TEST_F(LogTest, LevelsBelowTheSetOneAreDropped) {
  log::set_level(LogLevel::warn);
  log::set_format(LogFormat::json);
  CapturedOutput captured;
  log::info("quiet");
  EXPECT_EQ(captured.out(), "");
}

TEST(LogRedaction, RemovesTokensPasswordsAndSignedTokens) {
  const std::string jwt = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLXBhcnQ";
  EXPECT_EQ(log::redact("Authorization: Bearer abc.DEF-123"), "Authorization: Bearer [redacted]");
  EXPECT_EQ(log::redact("GET /auth/v1/verify?token=s3cr3t&type=recovery"),
            "GET /auth/v1/verify?token=[redacted]&type=recovery");
  EXPECT_EQ(log::redact("refresh_token=r1 access_token=a2"), "refresh_token=[redacted] access_token=[redacted]");
  EXPECT_EQ(log::redact(R"({"email":"a@b.c","password":"hunter2 \"x\"","new_password":"y"})"),
            R"({"email":"a@b.c","password":"[redacted]","new_password":"[redacted]"})");
  EXPECT_EQ(log::redact("signed " + jwt + " end"), "signed [redacted] end");
  EXPECT_EQ(log::redact("link https://rifa.example/auth/v1/verify?token=" + jwt),
            "link https://rifa.example/auth/v1/verify?token=[redacted]");
  // What only names a secret, or stores its hash, stays.
  EXPECT_EQ(log::redact("token_hash=ab12 password reset tokens: 3"), "token_hash=ab12 password reset tokens: 3");
  EXPECT_EQ(log::redact("http POST /api/v1/raffles/x/tickets 201 1.2ms"),
            "http POST /api/v1/raffles/x/tickets 201 1.2ms");
}

TEST_F(LogTest, SecretsNeverReachEitherFormat) {
  for (const auto format : {LogFormat::text, LogFormat::json}) {
    log::set_format(format);
    CapturedOutput captured;
    log::error("unhandled error: bad header Bearer zzTOKENzz", {{"detail", "password=hunter2"}});
    const std::string err = captured.err();
    EXPECT_EQ(err.find("zzTOKENzz"), std::string::npos) << err;
    EXPECT_EQ(err.find("hunter2"), std::string::npos) << err;
    EXPECT_NE(err.find("[redacted]"), std::string::npos) << err;
  }
}

}  // namespace
}  // namespace rifa
