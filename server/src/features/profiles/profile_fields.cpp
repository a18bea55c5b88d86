#include "features/profiles/profile_fields.hpp"

#include <string>
#include <utility>

namespace rifa::features::profiles {

ProfileChanges read_profile_changes(http::BodyFields& body) {
  ProfileChanges changes{body.text("name", kPersonName),
                         body.text("phone", kPersonPhone),
                         body.text("whatsapp", kPersonPhone),
                         body.text("bio", kBio),
                         body.boolean("email_notifications"),
                         body.cents("exchange_rate", 0, 100'000'000,
                                    "La tasa debe estar entre 0 y 1.000.000 Bs por dólar, con hasta dos decimales")};
  for (const auto& [field, value] : {std::pair{"phone", &changes.phone}, std::pair{"whatsapp", &changes.whatsapp}}) {
    if (!*value) continue;
    if (std::string error = phone_error(**value); !error.empty()) body.add(field, std::move(error));
  }
  return changes;
}

}  // namespace rifa::features::profiles
