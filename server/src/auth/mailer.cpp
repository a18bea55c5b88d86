#include "auth/mailer.hpp"

#include <curl/curl.h>

#include <cstring>
#include <ctime>

#include "auth/mail_repository.hpp"
#include "common/ids.hpp"
#include "common/log.hpp"
#include "common/time.hpp"

namespace rifa::auth {
namespace {

struct Payload {
  std::string data;
  std::size_t offset = 0;
};

std::size_t read_payload(char* buffer, std::size_t size, std::size_t count, void* user) {
  auto* p = static_cast<Payload*>(user);
  const std::size_t n = std::min(size * count, p->data.size() - p->offset);
  std::memcpy(buffer, p->data.data() + p->offset, n);
  p->offset += n;
  return n;
}

std::string address_of(const std::string& from) {
  const auto lt = from.find('<');
  const auto gt = from.find('>');
  return lt != std::string::npos && gt > lt ? from.substr(lt + 1, gt - lt - 1) : from;
}

// RFC 2047 encoded-word, so Spanish subjects survive any mail server.
std::string encode_header(const std::string& text) {
  static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string b64;
  std::size_t i = 0;
  for (; i + 2 < text.size(); i += 3) {
    const unsigned v = (static_cast<unsigned char>(text[i]) << 16) | (static_cast<unsigned char>(text[i + 1]) << 8) |
                       static_cast<unsigned char>(text[i + 2]);
    for (int s : {18, 12, 6, 0}) b64 += alphabet[(v >> s) & 63];
  }
  if (i < text.size()) {
    unsigned v = static_cast<unsigned char>(text[i]) << 16;
    if (i + 1 < text.size()) v |= static_cast<unsigned char>(text[i + 1]) << 8;
    b64 += alphabet[(v >> 18) & 63];
    b64 += alphabet[(v >> 12) & 63];
    b64 += i + 1 < text.size() ? alphabet[(v >> 6) & 63] : '=';
    b64 += '=';
  }
  return "=?UTF-8?B?" + b64 + "?=";
}

std::string rfc5322_date() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S +0000", &tm);
  return buf;
}

}  // namespace

Mailer::Mailer(db::Database& db, std::string smtp_url, std::string from)
    : db_(db), smtp_url_(std::move(smtp_url)), from_(std::move(from)) {
  if (!smtp_url_.empty()) {
    curl_global_init(CURL_GLOBAL_DEFAULT);
    worker_ = std::thread([this] { run(); });
  }
}

Mailer::~Mailer() {
  stop_ = true;
  wake_.notify_all();
  if (worker_.joinable()) worker_.join();
}

void Mailer::enqueue(db::Connection& conn, const Mail& mail) {
  outbox::insert(conn, new_uuid(), mail, now_rfc3339());
  if (smtp_url_.empty()) {
    // Its links carry tokens, which never reach a log: only the address and subject are logged; the
    // mail itself stays in the mail_outbox table.
    log::info("mail kept in the outbox (SMTP_URL unset)", {{"to", mail.to}, {"subject", mail.subject}});
  }
}

void Mailer::notify() {
  if (smtp_url_.empty()) return;
  {
    std::lock_guard lock(mutex_);
    pending_ = true;
  }
  wake_.notify_one();
}

void Mailer::run() {
  while (!stop_) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait_for(lock, std::chrono::seconds(5), [this] { return pending_ || stop_.load(); });
      pending_ = false;
    }
    if (stop_) break;
    try {
      deliver_pending();
    } catch (const std::exception& e) {
      log::warn(std::string("mail delivery: ") + e.what());
    }
  }
}

void Mailer::deliver_pending() {
  // A pooled connection per statement: none is held while a mail server answers.
  for (const auto& mail : outbox::queued(*db_.acquire(), 20)) {
    // Claim the mail, so two instances never send the same one.
    if (!outbox::claim(*db_.acquire(), mail)) continue;
    std::string error;
    if (send(mail.to, mail.subject, mail.text, error)) {
      outbox::mark_sent(*db_.acquire(), mail.id, now_rfc3339());
    } else {
      outbox::mark_unsent(*db_.acquire(), mail.id, mail.attempts + 1 >= 5, error);
      log::warn("mail to " + mail.to + " not sent: " + error);
    }
  }
}

bool Mailer::send(const std::string& to, const std::string& subject, const std::string& text, std::string& error) {
  CURL* curl = curl_easy_init();
  if (!curl) {
    error = "curl init failed";
    return false;
  }
  Payload payload;
  payload.data = "Date: " + rfc5322_date() + "\r\nTo: <" + to + ">\r\nFrom: " + from_ +
                 "\r\nSubject: " + encode_header(subject) + "\r\nMessage-ID: <" + new_uuid() +
                 "@rifa>\r\nMIME-Version: 1.0\r\n"
                 "Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n";
  for (char c : text) {
    if (c == '\n')
      payload.data += "\r\n";
    else
      payload.data += c;
  }
  payload.data += "\r\n";
  curl_slist* recipients = curl_slist_append(nullptr, ("<" + to + ">").c_str());
  const std::string from_address = "<" + address_of(from_) + ">";
  curl_easy_setopt(curl, CURLOPT_URL, smtp_url_.c_str());
  curl_easy_setopt(curl, CURLOPT_MAIL_FROM, from_address.c_str());
  curl_easy_setopt(curl, CURLOPT_MAIL_RCPT, recipients);
  curl_easy_setopt(curl, CURLOPT_READFUNCTION, read_payload);
  curl_easy_setopt(curl, CURLOPT_READDATA, &payload);
  curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT, 30L);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  const CURLcode rc = curl_easy_perform(curl);
  curl_slist_free_all(recipients);
  curl_easy_cleanup(curl);
  if (rc != CURLE_OK) {
    error = curl_easy_strerror(rc);
    return false;
  }
  return true;
}

}  // namespace rifa::auth
