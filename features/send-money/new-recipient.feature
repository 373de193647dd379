Feature: Step 3 of sending money: a new recipient, in the form the beneficiary schema describes
  The new-recipient form is rendered from the back office's beneficiary schema for the quote's
  destination, payout type and currency: every field by its main type (the spec's priority order),
  with the type's rules and the schema's constraints, options from its data sources and lookups
  through its search link. Account-name lookups are forced for Edahab mobiles and RemitXpress
  accounts and offered for Budpay, NeoMoney, Faysal and Cbe; a different account holder asks
  "Continue without Update" or "Update and Continue" (a restricted account: no update); a recipient
  that already exists asks whether to update it; a city in another state asks whether to proceed
  (spec 02 sections 2, 3, 4, 5 and 8).

  Background:
    Given a customer from Sweden
    And I am signed in

  Scenario Outline: the form of a <payout> payout to <country> comes from the schema, each field by its main type
    Given I have a quote of "1000" to "<country>" by "<payout>"
    When I open the new-recipient form
    Then the new-recipient form has the fields "<fields>"

    Examples:
      | country | payout | fields                                                                                                                                   |
      | SO      | mobile | Country* (CountryIso2), First name* (FirstName), Middle name (MiddleName), Last name* (LastName), Mobile network* (MobileNetworkCode), Mobile number* (SomaliaHormuudMobile) |
      | SO      | cash   | Country* (CountryIso2), First name* (FirstName), Middle name (MiddleName), Last name* (LastName), Town or city (City)                     |
      | SO      | bank   | Country* (CountryIso2), First name* (FirstName), Middle name (MiddleName), Last name* (LastName), Recipient’s bank* (BankCode), Account number* (AccountNumber) |
      | SO      | card   | Country* (CountryIso2), First name* (FirstName), Middle name (MiddleName), Last name* (LastName), Recipient’s card* (CardToken)           |
      | ET      | bank   | Country* (CountryIso2), First name* (FirstName), Middle name (MiddleName), Last name* (LastName), Recipient’s bank* (BankCode), CBE account number* (CbeAccountNumber) |
      | SQ      | mobile | Country* (CountryIso2), First name* (FirstName), Middle name (MiddleName), Last name* (LastName), Mobile network* (MobileNetworkCode), Mobile number* (InternationalPhoneNumber) |

  Scenario: the options of a field come from its data source
    Given I have a quote of "1000" to "SO" by "mobile"
    When I open the new-recipient form
    Then the recipient form's "Mobile network" offers "Hormuud EVC Plus, Edahab"

  Scenario: without a quote the step sends me back to the amount
    When I open the new-recipient form
    Then the new-recipient form sends me back to the amount step

  Scenario: a Hormuud mobile needs no lookup: the recipient is saved and the transfer goes on with them
    Given I have a quote of "1000" to "SO" by "mobile"
    When I open the new-recipient form
    And in the recipient form I pick "Hormuud EVC Plus" for "Mobile network"
    Then the recipient form's names are not locked
    When in the recipient form I fill in "First name" with "Hassan"
    And in the recipient form I fill in "Last name" with "Mohamud"
    And in the recipient form I fill in "Mobile number" with "+252 61 555 0199"
    And I save the new recipient
    Then the new recipient is saved as "Hassan Mohamud" and the transfer goes on with "mobile_network_code=HRM"

  Scenario: Edahab forces the lookup: the names are locked and filled in from the account holder
    Given I have a quote of "1000" to "SO" by "mobile"
    When I open the new-recipient form
    And in the recipient form I pick "Edahab" for "Mobile network"
    Then the recipient form's names are locked
    When in the recipient form I fill in "Mobile number" with "+252621234567"
    And the account lookup has answered
    Then the account lookup found "Abdirahman Warsame"
    And the recipient form's "First name" holds "Abdirahman"
    And the recipient form's "Last name" holds "Warsame"
    When I save the new recipient
    Then the new recipient is saved as "Abdirahman Warsame" and the transfer goes on with "mobile_network_code=EDH"

  Scenario: Edahab blocks continuing until a lookup succeeds: Save looks the account up itself
    Given I have a quote of "1000" to "SO" by "mobile"
    When I open the new-recipient form
    And in the recipient form I pick "Edahab" for "Mobile network"
    And I save the new recipient
    Then the recipient form's "Mobile number" says "The mobile number field is required."
    And no new recipient is saved
    When in the recipient form I fill in "Mobile number" with "+252621234567"
    And I save the new recipient
    Then the new recipient is saved as "Abdirahman Warsame" and the transfer goes on with "mobile_network_code=EDH"

  Scenario Outline: an Edahab lookup that finds no usable account blocks continuing: <case>
    Given I have a quote of "1000" to "SO" by "mobile"
    When I open the new-recipient form
    And in the recipient form I pick "Edahab" for "Mobile network"
    And in the recipient form I fill in "Mobile number" with "<number>"
    And the account lookup has answered
    And I save the new recipient
    Then the recipient form's "Mobile number" says "<message>"
    And no new recipient is saved

    Examples:
      | case                       | number        | message                                                                  |
      | a restricted account       | +252651112233 | This account is restricted and can’t receive transfers.                  |
      | an unknown account         | +252629999999 | We couldn’t find this account. Please check the details.                 |
      | an account in shillings    | +252669998877 | The account currency doesn’t match the destination currency.             |
      | a number Edahab does not have | +252615550101 | Edahab numbers must start with +25262, +25265 or +25266.              |

  Scenario: a CBE account's lookup is offered; the same name goes on without a question
    Given I have a quote of "1000" to "ET" by "bank"
    When I open the new-recipient form
    And in the recipient form I fill in "First name" with "Tigist"
    And in the recipient form I fill in "Last name" with "Haile"
    And in the recipient form I pick "Commercial Bank of Ethiopia" for "Recipient’s bank"
    And in the recipient form I fill in "CBE account number" with "1000456789012"
    And I look up the account holder
    Then the account lookup found "Tigist Haile"
    And the recipient form's names are not locked
    When I save the new recipient
    Then the new recipient is saved as "Tigist Haile" and the transfer goes on with "account_number=1000456789012, bank_code=CBE"

  Scenario Outline: a CBE account held under another name asks, and "<answer>" saves <saved>
    Given I have a quote of "1000" to "ET" by "bank"
    When I open the new-recipient form
    And in the recipient form I fill in "First name" with "Tigist"
    And in the recipient form I fill in "Last name" with "Hailu"
    And in the recipient form I pick "Commercial Bank of Ethiopia" for "Recipient’s bank"
    And in the recipient form I fill in "CBE account number" with "1000456789012"
    And I save the new recipient
    Then the recipient form asks "Account name doesn’t match" offering "Update and Continue, Continue without Update, Go back to the form"
    And no new recipient is saved
    When in the recipient form I answer "<answer>"
    Then the new recipient is saved as "<saved>" and the transfer goes on with "account_number=1000456789012, bank_code=CBE"

    Examples:
      | answer                   | saved        |
      | Update and Continue      | Tigist Haile |
      | Continue without Update  | Tigist Hailu |

  Scenario: a restricted account under another name gives no update
    Given I have a quote of "1000" to "ET" by "bank"
    When I open the new-recipient form
    And in the recipient form I fill in "First name" with "Selam"
    And in the recipient form I fill in "Last name" with "Tadesse"
    And in the recipient form I pick "Commercial Bank of Ethiopia" for "Recipient’s bank"
    And in the recipient form I fill in "CBE account number" with "1000234567890"
    And I save the new recipient
    Then the recipient form asks "Account name doesn’t match" offering "Continue without Update, Go back to the form"
    When in the recipient form I answer "Go back to the form"
    Then no new recipient is saved
    And the recipient form's "Last name" holds "Tadesse"
    When I save the new recipient
    And in the recipient form I answer "Continue without Update"
    Then the new recipient is saved as "Selam Tadesse" and the transfer goes on with "account_number=1000234567890, bank_code=CBE"

  Scenario Outline: an optional lookup that finds nothing usable lets me continue: <case>
    Given I have a quote of "1000" to "ET" by "bank"
    When I open the new-recipient form
    And in the recipient form I fill in "First name" with "Dawit"
    And in the recipient form I fill in "Last name" with "Alemu"
    And in the recipient form I pick "Awash Bank" for "Recipient’s bank"
    And in the recipient form I fill in "CBE account number" with "<account>"
    And I look up the account holder
    Then the account lookup says "<says>"
    When I save the new recipient
    Then the new recipient is saved as "Dawit Alemu" and the transfer goes on with "account_number=<account>, bank_code=AWASH"

    Examples:
      | case                | account       | says                                                         |
      | an unknown account  | 1000999999999 | We couldn’t find this account. Please check the details.     |
      | an account in USD   | 1000345678901 | The account currency doesn’t match the destination currency. |

  Scenario: a recipient I already have asks whether to update them, and updating keeps one recipient
    Given I have a quote of "1000" to "SO" by "mobile"
    When I open the new-recipient form
    And in the recipient form I fill in "First name" with "Abdirahman"
    And in the recipient form I fill in "Middle name" with "Ali"
    And in the recipient form I fill in "Last name" with "Warsame"
    And in the recipient form I pick "Hormuud EVC Plus" for "Mobile network"
    And in the recipient form I fill in "Mobile number" with "+252615550101"
    And I save the new recipient
    Then the recipient form asks "Recipient already exists" offering "Update recipient, Go back to the form"
    When in the recipient form I answer "Update recipient"
    Then the new recipient is saved as "Abdirahman Ali Warsame" and the transfer goes on with "mobile_network_code=HRM"
    And I have 1 recipient with the mobile number "+252615550101"

  Scenario: a refusal on a field shows under it, and nothing typed is lost
    Given I have a quote of "1000" to "SO" by "mobile"
    When I open the new-recipient form
    And in the recipient form I fill in "First name" with "Hassan"
    And in the recipient form I fill in "Last name" with "Mohamud"
    And in the recipient form I pick "Hormuud EVC Plus" for "Mobile network"
    And in the recipient form I fill in "Mobile number" with "+252621234567"
    And I save the new recipient
    Then the recipient form's "Mobile number" says "This value isn’t valid. Please check it and try again."
    And the recipient form's "Mobile number" holds "+252621234567"
    And the recipient form's "First name" holds "Hassan"
    And no new recipient is saved

  Scenario: the city popover lists the destination's cities, and a prefix of SOMALILAND adds Somaliland's
    Given I have a quote of "1000" to "SO" by "cash"
    When I open the new-recipient form
    And in the recipient form I open the list of towns and cities
    Then the list of towns and cities shows "Mogadishu, Kismayo"
    When I search the list of towns and cities for "kis"
    Then the list of towns and cities shows "Kismayo"
    When I search the list of towns and cities for "Soma"
    Then the list of towns and cities shows "Burco, Ceel Afweyne, Ceerigabo, Gebiley, Haddaftimo, Hargeisa, Wajaale, Lowyacada, Sheikh, Buuhoodle, Las Anod, Berbera, Borama"
    When I search the list of towns and cities for "somaliland"
    Then the list of towns and cities shows "Burco, Ceel Afweyne, Ceerigabo, Gebiley, Haddaftimo, Hargeisa, Wajaale, Lowyacada, Sheikh, Buuhoodle, Las Anod, Berbera, Borama"
    When I search the list of towns and cities for "Somalia"
    Then the list of towns and cities shows ""

  Scenario: without the Somaliland city addition a prefix of SOMALILAND adds nothing
    Given I have a quote of "1000" to "SO" by "cash"
    And the Somaliland city addition is switched off
    When I open the new-recipient form
    And in the recipient form I open the list of towns and cities
    And I search the list of towns and cities for "Soma"
    Then the list of towns and cities shows ""

  Scenario: a Somaliland city for a recipient in Somalia asks whether to proceed with that state
    Given I have a quote of "1000" to "SO" by "cash"
    When I open the new-recipient form
    And in the recipient form I fill in "First name" with "Khadra"
    And in the recipient form I fill in "Last name" with "Jama"
    And in the recipient form I open the list of towns and cities
    And I search the list of towns and cities for "somali"
    And I choose the town "Hargeisa"
    Then the recipient form's "Town or city" holds "Hargeisa"
    When I save the new recipient
    Then the recipient form asks "State doesn’t match" offering "Proceed, Change the town or city"
    And the question reads "Hargeisa is in Somaliland, but the recipient is in Somalia. Do you want to proceed with the chosen state?"
    When in the recipient form I answer "Change the town or city"
    Then no new recipient is saved
    When I save the new recipient
    And in the recipient form I answer "Proceed"
    Then the new recipient is saved as "Khadra Jama" and the transfer goes on with ""
    And my new recipient's city is "Hargeisa"

  Scenario: a Somaliland city for a recipient in Somaliland is no mismatch
    Given I have a quote of "1000" to "SQ" by "cash"
    When I open the new-recipient form
    And in the recipient form I fill in "First name" with "Khadar"
    And in the recipient form I fill in "Last name" with "Jama"
    And in the recipient form I fill in "Town or city" with "Burco"
    And I save the new recipient
    Then the new recipient is saved as "Khadar Jama" and the transfer goes on with ""

  Scenario: a card payout's card is tokenized in the recipient's name; a card from another country is refused
    Given I have a quote of "1000" to "SO" by "card"
    When I open the new-recipient form
    And in the recipient form I fill in "First name" with "Hassan"
    And in the recipient form I fill in "Last name" with "Mohamud"
    And in the recipient form I fill in "Card number" with "4242 4242 4242 4242"
    And in the recipient form I fill in "Expiry date (MM/YY)" with "12/30"
    And I save the new recipient
    Then the recipient form's "Card number" says "This card was issued in a different country from the recipient’s country, so it can’t be used for this transfer."
    And no new recipient is saved
    When in the recipient form I fill in "Card number" with "4111 1111 1111 1111"
    And I save the new recipient
    Then the new recipient is saved as "Hassan Mohamud" and the transfer goes on with ""

  Scenario Outline: a <type> field refuses "<value>"
    Given a new-recipient form for "<country>" with a "<type>" field
    And its network is "<network>"
    When I enter "<value>" in that field and save
    Then that field says "<message>"

    Examples:
      | type                       | country | network | value                        | message                                                                          |
      | FirstName                  | SO      |         |                              | The first name field is required.                                                |
      | FirstName                  | SO      |         | Amina2                       | The first name may only contain letters, spaces, hyphens and apostrophes.        |
      | MiddleName                 | SO      |         | A.B                          | The middle name may only contain letters, spaces, hyphens and apostrophes.       |
      | LastName                   | SO      |         | Warsame_                     | The last name may only contain letters, spaces, hyphens and apostrophes.         |
      | InternationalPhoneNumber   | SO      |         | 0615550101                   | Invalid phone number                                                             |
      | InternationalPhoneNumber   | SO      |         | +254712345678                | The country code of the mobile number must match the destination country.        |
      | InternationalPhoneNumber   | SO      |         | +25261555                    | Please check phone number. It is too short.                                      |
      | MobileNetworkCode          | SO      |         |                              | The mobile network field is required.                                            |
      | SomaliaEdahabMobile        | SO      | EDH     | +252615550101                | Edahab numbers must start with +25262, +25265 or +25266.                         |
      | SomaliaHormuudMobile       | SO      |         | +2526155501012345            | Please check phone number. It is too long.                                       |
      | TelesomMobile              | SQ      |         | +254712345678                | The country code of the mobile number must match the destination country.        |
      | NalaMobile                 | KE      |         | +252615550101                | The country code of the mobile number must match the destination country.        |
      | BudpayMobile               | KE      |         | 0712345678                   | Invalid phone number                                                             |
      | Iban                       | SO      |         | GB82 WEST 1234 5698 7654 33  | The IBAN is not valid: please check it character by character.                   |
      | Iban                       | SO      |         | 1234                         | The IBAN field format is invalid.                                                |
      | AccountNumber              | SO      |         | ---                          | The account number must contain at least one letter or digit.                    |
      | SahanAccountNumber         | SO      |         | ---                          | The account number must contain at least one letter or digit.                    |
      | BitpesaAccountNumber       | KE      |         | ---                          | The account number (BitPesa) must contain at least one letter or digit.            |
      | RemitXpressAccountNumber   | KE      |         | ---                          | The account number (RemitXpress) must contain at least one letter or digit.        |
      | NeoMoneyAccountNumber      | KE      |         | ---                          | The account number (NeoMoney) must contain at least one letter or digit.           |
      | NalaAccountNumber          | KE      |         | ---                          | The account number (Nala) must contain at least one letter or digit.               |
      | CbeAccountNumber           | ET      |         | ---                          | The CBE account number must contain at least one letter or digit.                |
      | BudpayAccountNumber        | KE      |         | ---                          | The account number (Budpay) must contain at least one letter or digit.             |
      | FaysalIban                 | SO      |         | DE89370400440532013001       | The IBAN (Faysal Bank) is not valid: please check it character by character.       |
      | NeoMoneyMobileWalletNumber | KE      |         |                              | The wallet number (NeoMoney) field is required.                                    |
      | TrustlyRoutingCode         | SO      |         | ---                          | The routing code must contain at least one letter or digit.                      |
      | BankCode                   | SO      |         |                              | The recipient’s bank field is required.                                          |
      | BankRoutingTransitNumber   | SO      |         | ---                          | The routing transit number must contain at least one letter or digit.            |
      | BankBranchCode             | SO      |         | ---                          | The branch code must contain at least one letter or digit.                       |
      | BranchNumber               | SO      |         | ---                          | The branch number must contain at least one letter or digit.                     |
      | Ifsc                       | SO      |         | ---                          | The IFSC code must contain at least one letter or digit.                         |
      | CollectionPointCode        | SO      |         |                              | The collection point field is required.                                          |
      | DocumentType               | SO      |         | ---                          | The document type must contain at least one letter or digit.                     |
      | DocumentNumber             | SO      |         | ---                          | The document number must contain at least one letter or digit.                   |
      | DocumentExpireDate         | SO      |         | 2030-02-30                   | The document expiry date field must be in the format YYYY-MM-DD.                 |
      | City                       | SO      |         |                              | The town or city field is required.                                              |
      | Street                     | SO      |         | 12 34                        | The street must contain at least one letter.                                     |
      | PostCode                   | SO      |         | ---                          | The postcode must contain at least one letter or digit.                          |
      | CardToken                  | SO      |         | 4111 1111 1111 1112          | Please enter a valid Visa or Mastercard card number.                             |
      | PurposeOfTransaction       | SO      |         |                              | The purpose of the transfer field is required.                                   |
      | Remarks                    | SO      |         | ---                          | The remarks must contain at least one letter or digit.                           |
      | String                     | SO      |         | a/b                          | The details may only contain letters, digits, spaces, hyphens and apostrophes.   |
      | Number                     | SO      |         | 12.5                         | The number may only contain digits and spaces.                                   |
      | AccountType                | SO      |         |                              | The account type field is required.                                              |
      | SenderDocumentType         | SO      |         | ---                          | The sender’s document type must contain at least one letter or digit.               |
      | SenderDocumentNumber       | SO      |         | ---                          | The sender’s document number must contain at least one letter or digit.             |
      | SenderFundSource           | SO      |         |                              | The sender’s source of funds field is required.                                      |
      | SenderDocumentExpiry       | SO      |         | 31/12/2030                   | The sender’s document expiry date field must be in the format YYYY-MM-DD.         |
      | Relationship               | SO      |         |                              | The relationship to the recipient field is required.                             |
      | MobileWalletNumber         | KE      |         | +254712345678                | Enter the number without the country code.                                       |
      | MobileWalletNumber         | KE      |         | 07123                        | Enter a 10-digit number or an email address.                                     |
      | SenderProvince             | SO      |         |                              | The sender’s province field is required.                                             |
      | Province                   | SO      |         |                              | The province field is required.                                                  |
      | BeneficiaryNationality     | SO      |         | SOM                          | The nationality must be a two-letter country code.                               |
      | Birthday                   | SO      |         | 1990-13-01                   | The date of birth field must be in the format YYYY-MM-DD.                        |

  Scenario Outline: a <type> field accepts "<value>"
    Given a new-recipient form for "<country>" with a "<type>" field
    And its network is "<network>"
    When I enter "<value>" in that field and save
    Then that field is accepted

    Examples:
      | type                 | country | network | value                        |
      | FirstName            | SO      |         | Åsa-Li O’Neil                |
      | FirstName            | SO      |         | محمد                         |
      | SomaliaEdahabMobile  | SO      | EDH     | +252 62 123 4567             |
      | InternationalPhoneNumber | KE  |         | +254 712 345 678             |
      | Iban                 | SO      |         | gb82 west 1234 5698 7654 32  |
      | FaysalIban           | SO      |         | DE89 3704 0044 0532 0130 00  |
      | MobileWalletNumber   | KE      |         | 0712 345 678                 |
      | MobileWalletNumber   | KE      |         | amina@wallet.example         |
      | Birthday             | SO      |         | 1990-02-28                   |
      | Number               | SO      |         | 12 345                       |
      | String               | SO      |         | Km 4 road-side's             |
      | Street               | SO      |         | Maka Al Mukarama 12          |
      | BeneficiaryNationality | SO    |         | so                           |
      | CardToken            | SO      |         | 4111 1111 1111 1111          |

  Scenario: a CountryIso2 field is the quote's destination: shown, never typed
    Given a new-recipient form for "SO" with a "CountryIso2" field
    When I enter "KE" in that field and save
    Then that field holds "SO"
    And that field is accepted

  Scenario: the schema's own regex shows its own message
    Given a new-recipient form for "SO" with a "Remarks" field whose schema regex is "^[A-Z ]+$" with the message "Capitals only, please."
    When I enter "abc" in that field and save
    Then that field says "Capitals only, please."
