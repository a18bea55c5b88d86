#pragma once

#include <string>
#include <string_view>

namespace rifa::http {

// Text for an HTML element's content or a quoted attribute value: & < > " ' as character
// references, so user-written text (a raffle's title) can never open a tag or close an attribute.
std::string escape_html(std::string_view text);

// A JSON document made safe inside <script type="application/json">: '<', '>' and '&' written as
// \u003c, \u003e and \u0026 (JSON allows them only inside strings, where the escape means the same
// character), so "</script>" in a value cannot end the element; U+2028/U+2029 escaped too.
std::string json_for_script(std::string_view json);

// At most `max_bytes` of UTF-8 `text`, cut at the end of a word (or before a character that would
// not fit whole) with "…" appended when anything was cut; whitespace runs (new lines included)
// become one space.
std::string summarize_text(std::string_view text, std::size_t max_bytes);

}  // namespace rifa::http
