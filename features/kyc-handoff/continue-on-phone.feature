Feature: Continue on your phone
  A customer on a computer gets a QR code and a short link; the phone opens /verification with a
  one-time, short-lived link, uploads the requested document there, and the computer follows the
  progress and moves on when the phone is done. The link is single-use, expires, and what the
  phone gets grants nothing but that one upload.

  Background:
    Given a customer from Sweden with verification status RequestAddress
    And I am signed in

  Scenario: The computer shows a link for the phone that expires in 10 minutes
    When I continue on my phone
    Then my computer shows a link to "/verification" with a token for Sweden
    And my computer shows a short code starting with "SE-"
    And my computer says the code expires in 10:00
    And my computer is waiting for my phone

  Scenario: The phone uploads the document and the computer moves on
    When I continue on my phone
    And my phone opens the link
    Then my phone is asked for the document "ProofOfAddress" and greets me by my first name
    When 2 seconds pass
    Then my computer says the link was opened on my phone
    When my phone uploads the document
    And 2 seconds pass
    Then my computer's flow is done with documents submitted
    And the back office has my verification status as "VerifyingAddress"

  Scenario: The phone can also type the short code
    When I continue on my phone
    And my phone opens the short link
    Then my phone is asked for the document "ProofOfAddress" and greets me by my first name

  Scenario: A link works once
    When I continue on my phone
    And my phone opens the link
    And another phone opens the same link
    Then that phone is refused with "HandoffTokenUsed" and offered no retry

  Scenario: A link expires after 10 minutes and the computer offers a new one
    When I continue on my phone
    And 10 minutes pass
    Then my computer says the code has expired
    When my phone opens the link
    Then that phone is refused with "HandoffTokenExpired" and offered no retry
    When I ask my computer for a new code
    And my phone opens the link
    Then my phone is asked for the document "ProofOfAddress" and greets me by my first name

  Scenario: A reload of the phone's page resumes the capture; another phone is still refused
    When I continue on my phone
    And my phone opens the link
    And my phone reloads the page
    Then my phone is asked for the document "ProofOfAddress" and greets me by my first name
    And my phone resumed the capture it claimed, without claiming the link again
    When another phone opens the same link
    Then that phone is refused with "HandoffTokenUsed" and offered no retry
    When my phone reloads the page
    And my phone uploads the document
    And 2 seconds pass
    Then my computer's flow is done with documents submitted
    And the back office has my verification status as "VerifyingAddress"
    When my phone reloads the page
    Then my phone says it is done and to go back to my computer

  Scenario: A reload after the capture's 30 minutes says the link has expired
    When I continue on my phone
    And my phone opens the link
    And 30 minutes pass
    And my phone reloads the page
    Then that phone is refused with "HandoffTokenExpired" and offered no retry

  Scenario: A cancelled link stops working
    When I continue on my phone
    And I cancel on my computer
    And my phone opens the link
    Then that phone is refused with "HandoffTokenExpired" and offered no retry

  Scenario: An unknown link is refused
    When a phone opens "/verification?code=SE-2345-6789"
    Then that phone is refused with "HandoffTokenInvalid" and offered no retry

  Scenario: What the phone gets is good for that one upload only
    When I continue on my phone
    And my phone opens the link
    Then the phone's capture token is refused for my wallet balance
    And the phone's capture token is refused for a new hand-off
    And the phone's capture token is refused for uploading a passport
    When my phone uploads the document
    Then the phone's capture token is refused for uploading the document again

  Scenario: A customer signed in on the phone can still open the link
    When I continue on my phone
    And I open the link in this browser
    Then I stay on the link on "/verification"
