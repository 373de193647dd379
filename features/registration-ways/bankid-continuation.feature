Feature: A BankID registration continues where it was
  On a phone the BankID page leaves the portal; it sends the customer back to
  /registration?nets-callback=… and the registration continues (the guard lets that address through
  even as the first page of a visit). A BankID sign-in that finds no account goes on as a guest:
  the flow becomes a registration and the customer lands on the registration steps.

  Scenario: Back from the BankID app with the nets callback
    Given I have chosen "Sweden" as my country of residence
    When I choose to register by bankid
    And I leave for the BankID app with the number "199001012380" and the e-mail "sagal.new@sandbox.test"
    Then BankID showed its page at an address with the way back to "/registration"
    When BankID sends me back to "/registration?nets-callback=sbx-bankid"
    Then I am on "/registration-name"
    And my BankID registration for "199001012380" holds a token, prefilled with "Sagal" "Abdullahi" born "1990-01-01"
    And no OAuth token remains

  Scenario: A nets callback with no registration running
    When BankID sends me back to "/registration?nets-callback=sbx-bankid-000001"
    Then the BankID way says no BankID registration is running
    And I am on "/registration?nets-callback=sbx-bankid-000001"

  Scenario: A BankID sign-in that finds no account continues as a registration
    Given BankID signs as a person with no account
    When BankID sign-in finds no account and I choose to register
    Then my registration is for Sweden
    And the BankID way asks for my e-mail with the number "199001012380" filled in
    When I create the account with the e-mail "sagal.new@sandbox.test"
    Then I am on "/registration-name"
    And my BankID registration for "199001012380" holds a token, prefilled with "Sagal" "Abdullahi" born "1990-01-01"
    And I am not signed in
