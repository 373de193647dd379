Feature: What the confirm step discloses follows the customer's regulator
  Customers in the EU and EEA see the currency conversion charge as a percentage over the latest
  ECB euro foreign exchange reference rate (Regulation (EU) 2019/518), when the ECB publishes one
  for both currencies; US customers see Regulation E's taxes and the date the money is available;
  everyone sees the amount, fee, total, rate and the amount received (issue 8; spec 02 section 2).

  Scenario: a Swedish customer sending to Somalia in US dollars sees the charge over the ECB rate
    Given a customer from Sweden
    And I am signed in
    And I open the amount step of sending money
    When I type "1000" in "You send"
    And I continue
    Then the confirm step discloses, in order: amount, fee, total, rate, markup, received
    And the currency conversion charge is "1.45" % over the ECB reference rate "0.0964"

  Scenario: no ECB rate exists for Kenyan shillings, so there is no charge line rather than a made-up one
    Given a customer from Sweden
    And I am signed in
    And I open the amount step of sending money
    When I choose the destination "KE"
    And I type "1000" in "You send"
    And I continue
    Then the confirm step discloses, in order: amount, fee, total, rate, received

  Scenario: a UK customer is not under the EEA rule
    Given a customer from the United Kingdom
    And I am signed in
    And I open the amount step of sending money
    When I type "100" in "You send"
    And I continue
    Then the confirm step discloses, in order: amount, fee, total, rate, received

  Scenario: a US customer sees the taxes and the date the money is available
    Given a customer from the United States
    And I am signed in
    And I open the amount step of sending money
    When I type "100" in "You send"
    And I continue
    Then the confirm step discloses, in order: amount, fee, taxes, total, rate, received, available
