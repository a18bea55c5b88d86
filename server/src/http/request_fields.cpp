#include "http/request_fields.hpp"

#include <algorithm>
#include <charconv>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/money.hpp"
#include "common/time.hpp"

namespace rifa::http {

using nlohmann::json;

namespace {
constexpr const char* kNotText = "Debe ser un texto";

std::optional<std::int64_t> to_integer(std::string_view text) {
  std::int64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// An RFC 3339 date-time, trimmed, or a message for `field` in `errors`.
std::optional<std::chrono::system_clock::time_point> read_instant(FieldErrors& errors, const char* field,
                                                                  std::string_view text, const char* message) {
  const ReadTime read = read_rfc3339(trim(text));
  if (read.status == TimeText::ok) return read.at;
  errors.add(field, read.status == TimeText::out_of_range ? kDateOutOfRange : message);
  return std::nullopt;
}

bool listed(std::string_view value, std::initializer_list<std::string_view> allowed) {
  return std::find(allowed.begin(), allowed.end(), value) != allowed.end();
}
}  // namespace

void FieldErrors::add(std::string_view field, std::string message) {
  if (!details_.contains(field)) details_[std::string(field)] = std::move(message);
}

void FieldErrors::done() const {
  if (!details_.empty()) throw ApiError::validation(details_);
}

BodyFields::BodyFields(const RequestContext& ctx) : body_(ctx.json_body()) {}

const json* BodyFields::find(const char* name) const {
  const auto it = body_.find(name);
  return it == body_.end() || it->is_null() ? nullptr : &*it;
}

bool BodyFields::has(const char* name) const { return find(name) != nullptr; }

std::optional<std::string> BodyFields::text(const char* name, const TextRule& rule) {
  const json* value = find(name);
  if (!value) return std::nullopt;
  if (!value->is_string()) {
    add(name, kNotText);
    return std::nullopt;
  }
  auto checked = check_text(value->get_ref<const std::string&>(), rule);
  if (!checked.ok()) {
    add(name, std::move(checked.error));
    return std::nullopt;
  }
  return std::move(checked.value);
}

std::optional<bool> BodyFields::boolean(const char* name) {
  const json* value = find(name);
  if (!value) return std::nullopt;
  if (!value->is_boolean()) {
    add(name, "Debe ser verdadero o falso");
    return std::nullopt;
  }
  return value->get<bool>();
}

std::optional<std::int64_t> BodyFields::integer(const char* name) {
  const json* value = find(name);
  if (!value) return std::nullopt;
  if (!value->is_number_integer()) {
    add(name, "Debe ser un número entero");
    return std::nullopt;
  }
  return value->get<std::int64_t>();
}

std::optional<std::string> BodyFields::id(const char* name) {
  const json* value = find(name);
  if (!value) return std::nullopt;
  if (!value->is_string() || !is_uuid(value->get_ref<const std::string&>())) {
    add(name, "Identificador inválido");
    return std::nullopt;
  }
  return value->get<std::string>();
}

std::optional<std::chrono::system_clock::time_point> BodyFields::instant(const char* name, const char* message) {
  const json* value = find(name);
  if (!value) return std::nullopt;
  if (!value->is_string()) {
    add(name, message);
    return std::nullopt;
  }
  return read_instant(*this, name, value->get_ref<const std::string&>(), message);
}

std::optional<std::int64_t> BodyFields::cents(const char* name, std::int64_t min_cents, std::int64_t max_cents,
                                              const char* message) {
  const json* value = find(name);
  if (!value) return std::nullopt;
  const auto amount = value->is_number() ? cents_from_json(*value) : std::nullopt;
  if (!amount || *amount < min_cents || *amount > max_cents) {
    add(name, message);
    return std::nullopt;
  }
  return amount;
}

std::optional<std::string> BodyFields::one_of(const char* name, std::initializer_list<std::string_view> allowed,
                                              const char* message) {
  const json* value = find(name);
  if (!value) return std::nullopt;
  if (!value->is_string() || !listed(value->get_ref<const std::string&>(), allowed)) {
    add(name, message);
    return std::nullopt;
  }
  return value->get<std::string>();
}

std::optional<std::vector<std::int64_t>> BodyFields::integers(const char* name) {
  const json* value = find(name);
  if (!value) return std::nullopt;
  const bool all_integers = value->is_array() && std::all_of(value->begin(), value->end(),
                                                             [](const json& n) { return n.is_number_integer(); });
  if (!all_integers) {
    add(name, "Debe ser una lista de números enteros");
    return std::nullopt;
  }
  std::vector<std::int64_t> out;
  out.reserve(value->size());
  for (const auto& n : *value) out.push_back(n.get<std::int64_t>());
  return out;
}

std::optional<std::vector<std::string>> BodyFields::texts(const char* name, const TextRule& rule) {
  const json* value = find(name);
  if (!value) return std::nullopt;
  if (!value->is_array()) {
    add(name, "Debe ser una lista de textos");
    return std::nullopt;
  }
  std::vector<std::string> out;
  for (const auto& item : *value) {
    if (!item.is_string()) {
      add(name, "Debe ser una lista de textos");
      return std::nullopt;
    }
    auto checked = check_text(item.get_ref<const std::string&>(), rule);
    if (!checked.ok()) {
      add(name, std::move(checked.error));
      return std::nullopt;
    }
    out.push_back(std::move(checked.value));
  }
  return out;
}

std::optional<std::map<std::string, std::string>> BodyFields::text_map(const char* name, const TextRule& rule) {
  const json* value = find(name);
  if (!value) return std::nullopt;
  if (!value->is_object()) {
    add(name, "Debe ser un objeto");
    return std::nullopt;
  }
  std::map<std::string, std::string> out;
  bool valid = true;
  for (const auto& [key, item] : value->items()) {
    const std::string field = std::string(name) + "." + key;
    if (item.is_null()) continue;
    if (!item.is_string()) {
      add(field, kNotText);
      valid = false;
      continue;
    }
    auto checked = check_text(item.get_ref<const std::string&>(), rule);
    if (!checked.ok()) {
      add(field, std::move(checked.error));
      valid = false;
      continue;
    }
    out.emplace(key, std::move(checked.value));
  }
  if (!valid) return std::nullopt;
  return out;
}

const std::string* QueryFields::find(const char* name) const {
  const auto it = query_.find(std::string_view(name));
  return it == query_.end() ? nullptr : &it->second;
}

std::optional<std::string> QueryFields::search(const char* name) {
  static constexpr TextRule kSearch{0, 100, false, "La búsqueda no puede superar 100 caracteres"};
  const std::string* value = find(name);
  if (!value) return std::nullopt;
  auto checked = check_text(*value, kSearch);
  if (!checked.ok()) {
    add(name, std::move(checked.error));
    return std::nullopt;
  }
  if (checked.value.empty()) return std::nullopt;
  return std::move(checked.value);
}

std::optional<std::string> QueryFields::one_of(const char* name, std::initializer_list<std::string_view> allowed,
                                               const char* message) {
  const std::string* value = find(name);
  if (!value || value->empty()) return std::nullopt;
  if (!listed(*value, allowed)) {
    add(name, message);
    return std::nullopt;
  }
  return *value;
}

std::optional<std::string> QueryFields::uuid(const char* name) {
  const std::string* value = find(name);
  if (!value || value->empty()) return std::nullopt;
  if (!is_uuid(*value)) {
    add(name, "Identificador inválido");
    return std::nullopt;
  }
  return *value;
}

std::optional<std::chrono::system_clock::time_point> QueryFields::instant(const char* name, const char* message) {
  const std::string* value = find(name);
  if (!value || value->empty()) return std::nullopt;
  return read_instant(*this, name, *value, message);
}

std::optional<std::vector<std::int64_t>> QueryFields::integers(const char* name) {
  const std::string* value = find(name);
  if (!value) return std::nullopt;
  std::vector<std::int64_t> out;
  std::string_view rest = *value;
  while (true) {
    const auto comma = rest.find(',');
    const auto number = to_integer(rest.substr(0, comma));
    if (!number) {
      add(name, "Lista de números inválida (ej. 1,2,3)");
      return std::nullopt;
    }
    out.push_back(*number);
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
  return out;
}

Page QueryFields::page(std::int64_t default_limit) {
  Page p;
  p.limit = default_limit;
  if (const std::string* text = find("page"); text && !text->empty()) {
    const auto value = to_integer(*text);
    if (!value || *value < 0) {
      add("page", "La página debe ser un número entero desde 0");
    } else {
      p.page = std::min<std::int64_t>(*value, 1'000'000);
    }
  }
  if (const std::string* text = find("limit"); text && !text->empty()) {
    const auto value = to_integer(*text);
    if (!value) {
      add("limit", "El límite debe ser un número entero entre 1 y 100");
    } else {
      p.limit = std::clamp<std::int64_t>(*value, 1, 100);
    }
  }
  return p;
}

}  // namespace rifa::http
