Feature: The wallet-side API's 401 emits a logout event
  Spec 01 section 4: a 401 from the wallet-side API does not go through the main API's handling; it
  emits a logout event, and the signed-in layout signs out on it as on a main-API 401 (a fresh
  sign-in page back to where the customer was, the session-ended notice).

  Scenario: The signed-in layout signs out on the logout event
    Given I am signed in as a customer from Norway
    And I open "/wallet"
    And the signed-in layout is shown
    When a wallet-side call is refused with 401
    Then a logout event was emitted
    And I am on "/sign-in?redirect=%2Fwallet"
    And I am not signed in
    And no token remains in storage
    And the session-ended flag is stored

  Scenario: Without the signed-in layout nobody signs out on the event
    Given I am signed in as a customer from Norway
    When a wallet-side call is refused with 401
    Then a logout event was emitted
    And a token is stored
