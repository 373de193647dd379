Feature: Detected country
  GET /user/detect-country tells where a visitor is; the answer is kept in a cookie for 365 days,
  Secure, SameSite Lax (spec 01 section 9), read before asking again, and pre-selects the country
  of residence.

  Scenario: The first question asks the back office and keeps the answer
    When the portal asks for the detected country
    Then the detected country is "HR"
    And the detected-country cookie holds "HR" for 365 days, Secure, SameSite Lax

  Scenario: A kept cookie is read before asking again
    Given the detected-country cookie holds "SE"
    When the portal asks for the detected country
    Then the detected country is "SE"

  Scenario: The cookie survives a sign-out and a reload (the sandbox itself would say HR)
    Given the detected-country cookie holds "SE"
    And I am signed in as a customer from Sweden
    When I sign out
    And I reload the portal
    And the portal asks for the detected country
    Then the detected country is "SE"
    And the browser keeps no other cookie
