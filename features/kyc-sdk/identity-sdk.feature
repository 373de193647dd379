Feature: The identity SDK flow
  With the identity SDK, the customer photographs the identity document with the camera (front,
  then back when the document has one), then takes a selfie with the front camera, and the photos
  are uploaded and verified: a JSON command list in `data` and the files keyed by one guid per
  document (spec 01 sections 4 and 7). The camera's permission is explained before the browser
  asks, a refusal is checked again every second, and the camera goes off after the detection
  timeout of 300000 ms. An upload failure shows errors.getReceiptError and keeps the photos.

  Background:
    Given a customer from Sweden with verification status RequestId
    And I am signed in

  Scenario: The document types are the ones docs-info accepts for my country
    When I open the identity SDK flow
    And I start the identity SDK flow
    Then I can choose the documents "Passport, ID, DriversLicense"

  Scenario: A passport has no back: front, then the selfie, then upload and verify
    Given my camera is allowed
    When I open the identity SDK flow
    And I start the identity SDK flow
    And I choose the document "Passport"
    Then the camera facing "environment" is on for "front"
    When I take a photo and use it
    Then the camera facing "user" is on for "selfie"
    When I take a photo and use it
    Then the last upload held one "upload_passport" document with "front_image, selfie_image"
    And the verification process ran for that document with the SDK vendor
    And the SDK flow is done with "submitted"
    And the back office has my verification status as "VerifyingId"
    And every camera track is stopped

  Scenario: An ID card: front, back, then the selfie
    Given my camera is allowed
    When I open the identity SDK flow
    And I start the identity SDK flow
    And I choose the document "ID"
    And I take a photo and use it
    Then the camera facing "environment" is on for "back"
    When I take a photo and use it
    Then the camera facing "user" is on for "selfie"
    When I take a photo and use it
    Then the last upload held one "upload_id" document with "front_image, back_image, selfie_image"
    And the SDK flow is done with "submitted"

  Scenario: Why the camera is needed is said before the browser asks
    When I open the identity SDK flow
    And I start the identity SDK flow
    And I choose the document "Passport"
    Then the SDK flow explains why the camera is needed
    And the camera was not asked for yet
    When I allow the camera
    Then the camera facing "environment" is on for "front"

  Scenario: A refused camera is checked again every second and the flow continues once it is allowed
    Given I will refuse the camera
    When I open the identity SDK flow
    And I start the identity SDK flow
    And I choose the document "Passport"
    And I allow the camera
    Then the SDK flow says the camera is blocked
    When 3 seconds pass
    Then the camera permission was checked 3 times
    And the SDK flow says the camera is blocked
    When I allow the camera in the browser's settings
    And 1 second passes
    Then the camera facing "environment" is on for "front"

  Scenario: The camera goes off after the detection timeout and can be turned on again
    Given my camera is allowed
    When I open the identity SDK flow
    And I start the identity SDK flow
    And I choose the document "Passport"
    And 299 seconds pass
    Then the camera facing "environment" is on for "front"
    When 1 second passes
    Then the SDK flow says the camera was turned off
    And every camera track is stopped
    When I turn the camera on again
    Then the camera facing "environment" is on for "front"

  Scenario: An upload failure keeps the photos; trying again sends the same document
    Given my camera is allowed
    And the back office will fail the next document upload
    When I open the identity SDK flow
    And I start the identity SDK flow
    And I choose the document "Passport"
    And I take a photo and use it
    And I take a photo and use it
    Then the SDK flow shows the upload error "getReceiptError"
    And the SDK flow keeps the photos "front, selfie"
    And the back office has my verification status as "RequestId"
    When I try the upload again
    Then the last upload held one "upload_passport" document with "front_image, selfie_image"
    And both uploads used the same document guid
    And the SDK flow is done with "submitted"

  Scenario Outline: The back office decides at once (<decision>): the <dialog> status dialog follows
    Given my camera is allowed
    And the back office will decide my next verification: <decision>
    When I open the identity SDK flow
    And I start the identity SDK flow
    And I choose the document "Passport"
    And I take a photo and use it
    And I take a photo and use it
    Then the SDK flow is done with "submitted"
    And the back office has my verification status as "<after>"
    And the SDK flow is followed by the <dialog> status dialog

    Examples:
      | decision | after    | dialog  |
      | Pass     | Pass     | success |
      | Fail     | FailedId | fail    |
