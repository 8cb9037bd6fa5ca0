import EndpointGenCore
print("endpointgen")
