Feature: The profile menu
  The signed-in header's profile menu (spec 02 section 2) lists, in this order: Upload document
  (only when verification asks for a document: RequestId, RequestAddress or
  RequestProofOfSourceOfFunds), Profile (without remittance enabled, the "not yet available" dialog
  instead of the page), Support (in a new tab), Promo codes, Login with BankID (only in a BankID
  country, without another login and without a verified personal identity number) and Sign out.
  The status badge beside the name is in features/kyc-shell/profile-menu.feature.

  Scenario Outline: The items for <who>
    Given <customer>
    And I am signed in
    Then the profile menu lists "<items>"

    Examples:
      | who                                      | customer                                            | items                                                       |
      | a British customer                       | a customer from the United Kingdom                  | Profile, Support, Promo codes, Sign out                     |
      | a Canadian customer                      | a customer from Canada                              | Profile, Support, Promo codes, Sign out                     |
      | a Swedish customer                       | a customer from Sweden                              | Profile, Support, Promo codes, Login with BankID, Sign out  |
      | a Norwegian customer                     | a customer from Norway                              | Profile, Support, Promo codes, Login with BankID, Sign out  |
      | a Swedish customer who uses BankID       | the Swedish customer who signs in with BankID       | Profile, Support, Promo codes, Sign out                     |
      | a US customer in Iowa                    | a customer from the United States living in Iowa    | Profile, Support, Promo codes, Sign out                     |
      | a Belgian customer                       | a customer from Belgium                             | Profile, Support, Promo codes, Sign out                     |

  Scenario Outline: "Upload document" comes first while verification asks for a document (<status>)
    Given I am signed in as a customer from Sweden in the verification status <status>
    Then the profile menu lists "<items>"

    Examples:
      | status                        | items                                                                        |
      | RequestId                     | Upload document, Profile, Support, Promo codes, Login with BankID, Sign out |
      | RequestAddress                | Upload document, Profile, Support, Promo codes, Login with BankID, Sign out |
      | RequestProofOfSourceOfFunds   | Upload document, Profile, Support, Promo codes, Login with BankID, Sign out |
      | VerifyingId                   | Profile, Support, Promo codes, Login with BankID, Sign out                  |
      | FailedId                      | Profile, Support, Promo codes, Login with BankID, Sign out                  |

  Scenario: Without remittance enabled, Profile opens the "not yet available" dialog instead of the page
    Given the customer who may not send money yet
    And I am signed in
    Then the profile menu lists "Profile, Support, Promo codes, Sign out"
    And "Profile" in the profile menu opens the "not yet available" dialog
    But for a customer who may send money, "Profile" in the profile menu leads to "/profile"

  Scenario: Promo codes lead to the promo codes
    Given a customer from Sweden
    And I am signed in
    Then "Promo codes" in the profile menu leads to "/your-promo-codes"

  Scenario Outline: Support is the customer's country's or entity's (VITE_SUPPORT): its page in a new tab, and its e-mail address
    Given a customer from <country>
    And I am signed in
    Then "Support" in the profile menu opens the support page "<page>" in a new tab, with the e-mail address "<email>"

    # The sandbox builds' list: Sweden has a desk of its own, the other EEA countries and Switzerland the EEA entity's.
    Examples:
      | country            | page                              | email                    |
      | Sweden             | https://support.sahan.example/se | kundtjanst@sahan.example |
      | Norway             | https://support.sahan.example/eu | support.eu@sahan.example |
      | Switzerland        | https://support.sahan.example/eu | support.eu@sahan.example |
      | the United Kingdom | https://support.sahan.example/gb | support.gb@sahan.example |
      | Canada             | https://support.sahan.example/ca | support.ca@sahan.example |
      | the United States  | https://support.sahan.example/us | support.us@sahan.example |

  Scenario: Without the promo feature there is no Promo codes item
    Given the portal is configured without promo codes
    And a customer from the United Kingdom
    And I am signed in
    Then the profile menu lists "Profile, Support, Sign out"
