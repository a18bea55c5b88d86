#include "common/log.hpp"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <cstdio>

#include "common/json_writer.hpp"
#include "common/time.hpp"

namespace rifa::log {
namespace {
std::atomic<LogLevel> g_level{LogLevel::info};
std::atomic<LogFormat> g_format{LogFormat::text};

const char* label(LogLevel level) {
  switch (level) {
    case LogLevel::debug:
      return "DEBUG";
    case LogLevel::info:
      return "INFO";
    case LogLevel::warn:
      return "WARN";
    default:
      return "ERROR";
  }
}

const char* json_label(LogLevel level) {
  switch (level) {
    case LogLevel::debug:
      return "debug";
    case LogLevel::info:
      return "info";
    case LogLevel::warn:
      return "warn";
    default:
      return "error";
  }
}

// One write(2) per line keeps lines whole across threads without a lock.
void emit(LogLevel level, const std::string& line) {
  const int fd = level >= LogLevel::warn ? STDERR_FILENO : STDOUT_FILENO;
  const char* data = line.data();
  std::size_t left = line.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, data, left);
    if (n <= 0) return;
    data += n;
    left -= static_cast<std::size_t>(n);
  }
}

bool token_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' || c == '~' || c == '+' ||
         c == '/' || c == '=' || c == '%';
}
bool base64url_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; }
bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

constexpr std::array<std::string_view, 7> kSecretNames = {"token",  "access_token", "refresh_token", "code", "password",
                                                          "secret", "key"};

bool secret_name(std::string_view name) {
  std::string lower(name);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (auto secret : kSecretNames) {
    if (lower == secret) return true;
    // token_hash, password_hash… name what is stored, not the secret: only the exact names and
    // *_token, *_password, *_secret.
    if (secret != "code" && secret != "key" && lower.size() > secret.size() + 1 &&
        lower.compare(lower.size() - secret.size(), secret.size(), secret) == 0 &&
        lower[lower.size() - secret.size() - 1] == '_') {
      return true;
    }
  }
  return false;
}

// A JWT at `i`: three base64url parts, the first starting "eyJ" ('{"' encoded). Returns its length, or 0.
std::size_t jwt_at(std::string_view text, std::size_t i) {
  if (text.compare(i, 3, "eyJ") != 0 || (i > 0 && base64url_char(text[i - 1]))) return 0;
  std::size_t j = i;
  int dots = 0;
  while (j < text.size() && (base64url_char(text[j]) || text[j] == '.')) {
    if (text[j] == '.') ++dots;
    ++j;
  }
  return dots >= 2 ? j - i : 0;
}
}  // namespace

Field::Field(std::string_view k, double number) : key(k), quoted(false) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", number);
  value = text;
}

std::string redact(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  const auto skip_value = [&](std::size_t from) {
    std::size_t j = from;
    while (j < text.size() && token_char(text[j])) ++j;
    return j;
  };
  while (i < text.size()) {
    if (const std::size_t jwt = jwt_at(text, i)) {
      out += "[redacted]";
      i += jwt;
      continue;
    }
    const char c = text[i];
    // "Bearer <value>" (an Authorization header quoted in an error).
    if ((c == 'B' || c == 'b') && text.size() - i > 7 && (i == 0 || !name_char(text[i - 1]))) {
      std::string word(text.substr(i, 7));
      for (char& w : word) w = static_cast<char>(std::tolower(static_cast<unsigned char>(w)));
      if (word == "bearer ") {
        const std::size_t end = skip_value(i + 7);
        if (end > i + 7) {
          out.append(text.substr(i, 7));
          out += "[redacted]";
          i = end;
          continue;
        }
      }
    }
    // name=value (a query or form parameter) or "name":"value" (JSON), when name is a secret's.
    if (name_char(c) && (i == 0 || !name_char(text[i - 1]))) {
      std::size_t end = i;
      while (end < text.size() && name_char(text[end])) ++end;
      const std::string_view name = text.substr(i, end - i);
      // Only a name followed by '=' or, quoted, by ':"' can carry a value: most words are skipped
      // before secret_name() looks at them.
      const bool carries_value =
          end < text.size() && (text[end] == '=' || (text[end] == '"' && i > 0 && text[i - 1] == '"'));
      if (carries_value && secret_name(name)) {
        if (end < text.size() && text[end] == '=') {
          const std::size_t value_end = skip_value(end + 1);
          if (value_end > end + 1) {
            out.append(text.substr(i, end + 1 - i));
            out += "[redacted]";
            i = value_end;
            continue;
          }
        } else if (i > 0 && text[i - 1] == '"' && text.compare(end, 3, "\":\"") == 0) {
          std::size_t value_end = end + 3;
          while (value_end < text.size() && text[value_end] != '"') value_end += text[value_end] == '\\' ? 2 : 1;
          out.append(text.substr(i, end + 3 - i));
          out += "[redacted]";
          i = std::min(value_end, text.size());
          continue;
        }
      }
      out.append(name);
      i = end;
      continue;
    }
    out += c;
    ++i;
  }
  return out;
}

void set_level(LogLevel level) { g_level = level; }
bool enabled(LogLevel level) { return level >= g_level.load(std::memory_order_relaxed); }
void set_format(LogFormat format) { g_format = format; }
LogFormat format() { return g_format.load(std::memory_order_relaxed); }

void write(LogLevel level, std::string_view message, std::initializer_list<Field> fields) {
  if (!enabled(level)) return;
  std::string line;
  if (format() == LogFormat::json) {
    line = "{\"time\":\"" + now_rfc3339() + "\",\"level\":\"" + json_label(level) + "\",\"msg\":";
    append_json_string(line, redact(message));
    for (const auto& field : fields) {
      line += ',';
      append_json_string(line, field.key);
      line += ':';
      if (field.quoted) {
        append_json_string(line, redact(field.value));
      } else {
        line += field.value;
      }
    }
    line += "}\n";
  } else {
    line = now_rfc3339();
    line += ' ';
    line += label(level);
    line += ' ';
    line += redact(message);
    for (const auto& field : fields) {
      line += ' ';
      line += field.key;
      line += '=';
      line += field.quoted ? redact(field.value) : field.value;
    }
    line += '\n';
  }
  emit(level, line);
}

}  // namespace rifa::log
