Feature: Registration steps, from the new account to the signed-in wallet
  After the account exists (the draft holds country, back end, e-mail, phone and the registering
  customer's token), the customer answers name, nationality, date of birth, reason of usage,
  occupation and address (search, then confirm); US customers also their social security number
  and state. Then the remitter is created, the session starts and the wallet opens. The clock
  shows 21 November 2026.

  Scenario: A UK customer goes through every step to the wallet
    Given a new customer from "GB" has created an account
    When I open "/registration-name"
    Then I am on "/registration-name"
    When I answer the "name" step with:
      | first name | Hodan |
      | last name  | Ali   |
    Then I am on "/registration-nationality"
    When I answer the "nationality" step with:
      | nationality | SO |
    Then I am on "/registration-date-of-birthday"
    When I answer the "date of birth" step with:
      | date of birth | 15/05/1990 |
    Then I am on "/registration-reason-of-usage"
    And the draft holds:
      | dateOfBirth | "1990-05-15" |
    When I am on the "reason of usage" step
    Then the reasons offered are:
      | family_support    | family support    |
      | goods_and_services | goods and services |
      | investing         | investing         |
      | bills             | bills             |
      | loan_or_mortgage  | loan or mortgage  |
      | savings           | savings           |
      | salary            | salary            |
    When I answer the "reason of usage" step with:
      | reason | family_support |
    Then I am on "/occupation"
    When I answer the "occupation" step with:
      | occupation | Nurse |
    Then I am on "/address-search"
    When I answer the "address search" step with:
      | address | Whitechapel |
    Then I am on "/address-search"
    And the search finds:
      | 14 Whitechapel Road, E1 1EW London |
      | 22 Whitechapel Road, E1 1EW London |
    When I choose the found address "22 Whitechapel Road, E1 1EW London"
    Then I am on "/address"
    When I am on the "address" step
    Then the step starts with:
      | street   | 22 Whitechapel Road |
      | city     | London              |
      | postcode | E1 1EW              |
    When I submit the step as it is
    Then I am on "/wallet"
    And I am signed in as the new customer
    And the back office holds my remitter:
      | firstName           | "Hodan"                                                                            |
      | lastName            | "Ali"                                                                              |
      | nationality         | "SO"                                                                               |
      | birthday            | "1990-05-15"                                                                       |
      | occupation          | "Nurse"                                                                            |
      | purposeOfAccount    | "family_support"                                                                   |
      | address             | {"street":"22 Whitechapel Road","city":"London","postcode":"E1 1EW","province":""} |
      | isFullyRegistered   | true                                                                               |
    And no registration draft and no answer remains

  Scenario: A US customer gives the social security number and the state
    Given a new customer from "US" has created an account
    And I have answered the steps up to the address
    When I answer the "address search" step with:
      | address | Locust |
    And I choose the found address "400 Locust St, 50309 Des Moines"
    And I submit the step as it is
    Then I am on "/ssn"
    When I answer the "social security number" step with:
      | social security number | 123-45-6789 |
      | state                  | IA          |
    Then I am on "/wallet"
    And I am signed in as the new customer
    And the back office holds my remitter:
      | usaState         | {"code":"IA","name":"Iowa"} |
      | ssnLast4         | "6789"                      |
      | address.province | "IA"                        |
    And no registration draft and no answer remains
    And the social security number is not stored

  Scenario: A UK customer is not asked for a social security number
    Given a new customer from "GB" has created an account
    And I have answered the steps up to the address
    When I answer the "address search" step with:
      | address | unavailable |
    And I choose to enter the address manually
    And I answer the "address" step with:
      | street   | 1 High Street |
      | city     | Leeds         |
      | postcode | LS1 1AA       |
    Then I am on "/wallet"

  Scenario: A customer whose remitter already exists has it updated
    Given a new customer from "GB" has created an account
    And the back office already holds my remitter
    And I have answered the steps up to the address
    When I choose to enter the address manually
    And I answer the "address" step with:
      | street   | 1 High Street |
      | city     | Leeds         |
      | postcode | LS1 1AA       |
    Then I am on "/wallet"
    And the back office holds my remitter:
      | address.street | "1 High Street" |
      | occupation     | "Nurse"         |

  Scenario: The back office refuses an answer of an earlier step: the error dialog with the error code, nothing lost
    Given a new customer from "GB" has created an account
    When I open "/registration-name"
    And I answer the "name" step with:
      | first name | Hodan   |
      | last name  | O’Neil  |
    And I answer the "nationality" step with:
      | nationality | GB |
    And I answer the "date of birth" step with:
      | date of birth | 01/01/1980 |
    And I answer the "reason of usage" step with:
      | reason | savings |
    And I answer the "occupation" step with:
      | occupation | Teacher |
    And I choose to enter the address manually
    And I answer the "address" step with:
      | street   | 1 High Street |
      | city     | Leeds         |
      | postcode | LS1 1AA       |
    Then I am on "/address"
    And the step’s error dialog shows "InvalidValue" with an error code
    And I am not signed in
    And the draft holds:
      | lastName | "O’Neil" |

  Scenario: The reasons fail to load: what failed, the code, and a retry
    Given a new customer from "GB" has created an account
    And the back office ends the registering customer’s session
    When I am on the "reason of usage" step
    Then the reasons fail to load with "AccessDenied" and an error code
